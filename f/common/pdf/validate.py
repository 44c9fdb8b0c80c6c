"""Refuse unusable PDFs before anything is stored: one clear BadInput each."""
from __future__ import annotations

from f.common.errors import BadInput

MAX_PDF_BYTES = 2 * 1024 * 1024 * 1024


def open_pdf(data: bytes, name: str = "the file"):
    """An open pymupdf.Document for `data`; BadInput if it is not a PDF, encrypted, truncated or
    holds no pages."""
    import pymupdf

    if len(data) > MAX_PDF_BYTES:
        raise BadInput(f"{name} is larger than {MAX_PDF_BYTES >> 30} GB")
    if b"%PDF-" not in data[:1024]:
        raise BadInput(f"{name} is not a PDF (no %PDF- header)")
    # A cut-off file loses its trailer; MuPDF would silently "repair" it and drop pages.
    if b"%%EOF" not in data[-2048:]:
        raise BadInput(f"{name} is truncated (no %%EOF trailer at its end); copy it again")
    try:
        doc = pymupdf.open(stream=data, filetype="pdf")
    except Exception as exc:  # MuPDF raises its own FileDataError / RuntimeError
        raise BadInput(f"{name} is not a readable PDF ({str(exc)[:100]})") from None
    if doc.needs_pass:  # owner-password-only files open fine and are accepted
        doc.close()
        raise BadInput(f"{name} is encrypted (password-protected); decrypt it first, "
                       "e.g. qpdf --decrypt IN OUT")
    if doc.page_count == 0:
        doc.close()
        raise BadInput(f"{name} has no pages")
    return doc


def pdf_page_count(data: bytes, name: str = "the file") -> int:
    """Validate (see open_pdf) and count pages, without keeping the document open."""
    doc = open_pdf(data, name)
    try:
        return doc.page_count
    finally:
        doc.close()
