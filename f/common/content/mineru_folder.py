"""The one reader of a MinerU output folder (an uploaded one, or what the MinerU CLI wrote): the
content list (any of its file-name variants), the markdown (or one rendered from the list when
the folder has none) and the images, each at most MAX_IMAGE_BYTES, no symlinks followed."""
from __future__ import annotations

from pathlib import Path

from f.common.content.content_list import find_content_list, parse_content_list
from f.common.content.page_text import render_item

MAX_IMAGE_BYTES = 50 * 1024 * 1024


def read_folder(folder: Path) -> tuple[dict[str, bytes], list[dict]]:
    """(files by name under the book's prefix, the parsed content list); BadInput when the
    folder has no usable content list."""
    list_path = find_content_list(folder)
    data = list_path.read_bytes()
    items = parse_content_list(data, list_path.name)
    files = {"content_list.json": data}
    md = sorted(list_path.parent.glob("*.md"))
    if md:
        files["content.md"] = md[0].read_bytes()
    else:  # keep the layout complete: a markdown rendering of the list
        files["content.md"] = "\n\n".join(t for t in map(render_item, items) if t).encode()
    images = list_path.parent / "images"
    if images.is_dir():
        for path in sorted(images.rglob("*")):
            if path.is_file() and not path.is_symlink() and path.stat().st_size <= MAX_IMAGE_BYTES:
                files["images/" + path.relative_to(images).as_posix()] = path.read_bytes()
    return files, items
