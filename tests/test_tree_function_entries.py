"""Issue 28 (0412): a reference manual prints each function under its module's `Exports` label as
its signature in code type at body size (`analyse(Modules, Level) -> Result`), which is no heading
by the page's type. Each such signature opens a node titled by name and arity (`analyse/2`), as
the manual's own text and bookmarks name functions, beside the label under the module; a
signature-like line in a code example outside the list, a call in prose and a type line open none."""

import pymupdf

from f.common.tree.signatures import function_entries, prototypes, signatures
from tests import pdfmake


def _pdf() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 80), "User's Guide", fontname="helv", fontsize=18)
    y = pdfmake.prose(page, 110, lines=3)
    page.insert_text((72, y), "loop(N) ->", fontname="cour", fontsize=10)  # an example's code: no entry
    page.insert_text((90, y + 12), "receive stop -> ok end.", fontname="cour", fontsize=10)
    for module in ("cover", "eprof"):
        page = doc.new_page(width=612, height=792)
        page.insert_text((72, 80), module, fontname="helv", fontsize=15)
        y = pdfmake.prose(page, 110, lines=3)
        page.insert_text((72, y), "Exports", fontname="helv", fontsize=13.3)
        y += 30
        for signature, types in (("start() -> {ok, pid()} | {error, Reason}", "Reason = term()"),
                                 ("analyse(Modules, Level) ->", "Level = level()"),
                                 ("analyse(Module) -> Result", "Result = result()")):
            page.insert_text((72, y), signature, fontname="cour", fontsize=10)
            page.insert_text((90, y + 14), "Types:", fontname="tiro", fontsize=10)
            page.insert_text((108, y + 28), types, fontname="cour", fontsize=10)
            y = pdfmake.prose(page, y + 46, lines=2, gap=16)
        page.insert_text((72, y), "Example:", fontname="tiro", fontsize=10)
        page.insert_text((100, y + 14), "server() -> receive stop -> ok end.", fontname="cour", fontsize=10)
        y = pdfmake.prose(page, y + 34, lines=2, gap=16)  # an example set in: no entry
        page.insert_text((72, y), "See Also", fontname="helv", fontsize=13.3)
        pdfmake.prose(page, y + 24, lines=2)
    return pdfmake.to_bytes(doc)


def test_each_signature_in_a_function_list_opens_a_node_by_name_and_arity():
    paths = pdfmake.paths_of(pdfmake.tree_of(_pdf()))
    titles = list(paths)
    for name in ("start/0", "analyse/2", "analyse/1"):
        assert name in titles, titles
        assert paths[name][-1] == "eprof", paths[name]  # beside the label, under the module
    assert paths["Exports"][-1] == "eprof" and paths["See Also"][-1] == "eprof", paths
    assert not any(t.startswith(("loop", "server")) for t in titles), titles  # examples' code: no entry


def test_signatures_open_the_text_or_a_line_and_count_top_level_arguments():
    assert signatures("compile(Files, {a, b}) -> R | [R]\ncompile_module(M) -> R") == \
        [(0, "compile/2"), (34, "compile_module/1")]
    assert signatures("Same as apply(F, A, []).\napply(F, A, Opts) -> term()") == [(25, "apply/3")]
    assert signatures("erlang:abs(Float) -> float()") == [(0, "abs/1")]
    assert signatures("Options = [option()]") == []
    assert signatures("Pred = fun((Elem) -> boolean())") == []
    assert signatures("Calls apply(F, A) -> ok in the shell.") == []


def test_items_outside_a_labelled_list_are_left_alone():
    items = [{"type": "text", "text": "Examples", "text_level": 2, "page_idx": 0, "bbox": [0, 0, 90, 20]},
             {"type": "code", "code_body": "loop(N) ->\n    loop(N - 1).", "page_idx": 0, "bbox": [0, 30, 90, 60]}]
    assert function_entries(items) is items


def test_c_prototypes_are_entries_named_with_parentheses():
    assert prototypes("void *driver_alloc(ErlDrvSizeT size)") == [(0, "driver_alloc()")]
    assert prototypes("ErlDrvBinary *driver_alloc_binary(ErlDrvSizeT size);") == [(0, "driver_alloc_binary()")]
    assert prototypes("long driver_binary_get_refc(ErlDrvBinary *bin) Returns the current count.") == \
        [(0, "driver_binary_get_refc()")]
    assert prototypes("int driver_failure(ErlDrvPort port, int error)\nint driver_enq(ErlDrvPort port,\n"
                      "char *buf)") == [(0, "driver_failure()"), (47, "driver_enq()")]
    assert prototypes("return driver_alloc(size);") == []
    assert prototypes("Allocates a memory block of the size(s) given") == []
    assert prototypes("int x = foo(a) + 1;") == []
    items = [{"type": "text", "text": "Exports", "text_level": 4, "page_idx": 0, "bbox": [95, 0, 180, 27]},
             {"type": "text", "text": "void *driver_alloc(ErlDrvSizeT size)", "page_idx": 0, "bbox": [95, 40, 480, 56]},
             {"type": "text", "text": "Allocates a memory block.", "page_idx": 0, "bbox": [95, 60, 880, 76]},
             {"type": "text", "text": "void driver_free(void *ptr)", "page_idx": 0, "bbox": [130, 80, 480, 96]}]
    titles = [i["text"] for i in function_entries(items) if i.get("text_level")]
    assert titles == ["Exports", "driver_alloc()"], titles  # the set-in one is an example's


def test_a_callbacks_module_variable_is_kept_in_its_entry():
    # 0763: OTP's callbacks read `Module:do(ModData) -> ...`, bookmarked `Module:do/1`
    assert signatures("Module:do(ModData)-> {proceed, OldData} | done") == [(0, "Module:do/1")]
    assert signatures("Module:Function(SessionID, Env, Input)-> {continue, State}") == [(0, "Module:Function/3")]
    assert signatures("Module:event(W, P, D, Data) -> ignored\nModule:event(W, A, P, D, Data) -> ignored") == \
        [(0, "Module:event/4"), (39, "Module:event/5")]
    assert signatures("lists:map(F, L) -> L2") == [(0, "map/2")]


def test_clauses_sharing_one_result_are_each_an_entry():
    # 0763: `lookup_mime(ConfigDB,Suffix)` over `lookup_mime(ConfigDB,Suffix,Undefined) -> MimeType`
    text = "lookup_mime(ConfigDB,Suffix)\nlookup_mime(ConfigDB,Suffix,Undefined) -> MimeType"
    assert signatures(text) == [(0, "lookup_mime/2"), (29, "lookup_mime/3")]
    assert signatures("lookup_mime(ConfigDB,Suffix)\nreturns the type") == []  # a call alone
