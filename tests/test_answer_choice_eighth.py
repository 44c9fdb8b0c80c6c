"""Eighth choice-question round (1035-1037): an ordinal stem's options read by their order in a page's
list or line, a negative stem's option read in a clause that denies it of the subject."""
from __future__ import annotations

from f.common.answer import option_order, options

_KPATHSEA = ("搜索路径可能来自许多地方，Kpathsea 是按照下面的顺序查找的：\n\n"
             "1. 用户设置的环境变量，例如 TEXINPUTS。\n\n"
             "2. 专门针对某个程序的配置文件，比如 dvips 的 config.ps。\n\n"
             "3. Kpathsea 配置文件 texmf.cnf，包含类似 ‘TEXINPUTS=/c:/d’ 这样的一行。\n\n"
             "4. 编译时的缺省值。\n")
_OPTIONS = " A. 用户设置的环境变量 B. 专门针对某个程序的配置文件 C. Kpathsea 配置文件 texmf.cnf D. 编译时的缺省值"


def _plan(question: str, verdict: str = "supported") -> tuple[str, list[dict]]:
    stem, opts, _ = options.split_options(question)
    own = options.distinctive(opts, stem)
    for option in opts:
        option["distinctive"] = own[option["label"]]
        option["verdict"] = verdict
    return stem, opts


def _verdicts(opts: list[dict]) -> dict[str, str]:
    return {o["label"]: o["verdict"] for o in opts}


def test_the_asked_end_of_a_series():
    assert option_order.asked_end("第一个查找的是哪一个？") == "first"
    assert option_order.asked_end("\\Identify 命令的最后一个参数是哪一个？") == "last"
    assert option_order.asked_end("Which entry comes last in the search path?") == "last"
    # a chapter reference is no position; a stem asking both or neither asks no end
    assert option_order.asked_end("第一章中提到的引擎是？") is None
    assert option_order.asked_end("第一步和最后一步分别是？") is None
    assert option_order.asked_end("Which library is used?") is None


def test_an_ordinal_stem_takes_the_option_at_the_asked_end_of_a_numbered_list():
    stem, opts = _plan("Kpathsea 按顺序查找搜索路径的来源时，第一个查找的是哪一个？" + _OPTIONS)
    assert option_order.by_order(opts, stem, {o["label"]: [_KPATHSEA] for o in opts})
    assert _verdicts(opts) == {"A": "supported", "B": "not_found", "C": "not_found", "D": "not_found"}
    stem, opts = _plan("Kpathsea 按顺序查找搜索路径的来源时，最后查找的是哪一个？" + _OPTIONS, "not_found")
    assert option_order.by_order(opts, stem, {o["label"]: [_KPATHSEA] for o in opts})
    assert _verdicts(opts) == {"A": "not_found", "B": "not_found", "C": "not_found", "D": "supported"}


def test_an_ordinal_stem_reads_the_order_along_one_line():
    line = "\\Identify 命令的格式为 \\Identify→⟨记录号⟩→⟨学名⟩→⟨中文名⟩→⟨鉴定日期⟩→⟨批注⟩\n"
    stem, opts = _plan("\\Identify 命令的第一个参数是？ A. 学名 B. 批注 C. 记录号 D. 鉴定日期")
    assert option_order.by_order(opts, stem, {o["label"]: [line] for o in opts})
    assert _verdicts(opts) == {"A": "not_found", "B": "not_found", "C": "supported", "D": "not_found"}


def test_no_order_on_the_page_or_no_ordinal_leaves_the_verdicts():
    stem, opts = _plan("Kpathsea 查找搜索路径时用到哪一个？" + _OPTIONS)
    assert not option_order.by_order(opts, stem, {o["label"]: [_KPATHSEA] for o in opts})
    stem, opts = _plan("Kpathsea 第一个查找的是哪一个？" + _OPTIONS)
    prose = "用户设置的环境变量。\n其它内容。\n"  # one option named: no order among them
    assert not option_order.by_order(opts, stem, {o["label"]: [prose] for o in opts})
    assert set(_verdicts(opts).values()) == {"supported"}


def test_a_negative_stem_keeps_the_option_a_clause_denies_of_the_subject():
    page = ("1. ⟨记录号⟩：仅为数据组织方便而设，不在采集标签上出现。\n2. ⟨学名⟩：正式鉴定的植物学名。此参数不得为空。\n"
            "6. ⟨鉴定日期⟩：鉴定标本的日期。此参数不得为空。\n"
            "不同于 \\Collect 命令，\\Identify 命令不带 ⟨标本份数⟩ 参数，故每个 \\Identify 命令固定地输出一张鉴定标签。\n")
    stem, opts = _plan("下列哪一项不是 nanicolle 的 \\Identify 命令的参数？ A. 记录号 B. 学名 C. 标本份数 D. 鉴定日期")
    assert option_order.negated(opts, ["nanicolle", "identify"], {o["label"]: [page] for o in opts}, False)
    assert _verdicts(opts) == {"A": "not_found", "B": "not_found", "C": "supported", "D": "not_found"}
    english = ("• Source packages can be built. • Compilation is not a correct term for a package. "
               "Installing a source package which contains C code will involve compiling that code.")
    stem, opts = _plan("Which of these is not a correct term for a package? A. building B. checking "
                       "C. compilation D. installing", "not_found")
    assert option_order.negated(opts, ["term", "package"], {o["label"]: [english] for o in opts}, True)
    assert _verdicts(opts) == {"A": "not_found", "B": "not_found", "C": "supported", "D": "not_found"}


def test_an_option_that_says_not_itself_or_no_denial_leaves_the_verdicts():
    # the option's own negation is its content (不要在finally块中使用return): no denial of the subject
    page = "异常处理：不要在 finally 块中使用 return。异常不要用来做流程控制。"
    stem, opts = _plan("关于异常处理，下列说法不正确的是？ A. 不要在finally块中使用return B. 可以用异常做流程控制")
    assert not option_order.negated(opts, ["异常处理"], {o["label"]: [page] for o in opts}, False)
    assert set(_verdicts(opts).values()) == {"supported"}
    # a denial in another clause than the option's (不同于 compares; 不在 is about 记录号's clause only)
    page = "\\Identify 命令的参数有记录号和学名，不同于 \\Collect 命令。"
    stem, opts = _plan("下列哪一项不是 \\Identify 命令的参数？ A. 记录号 B. 学名")
    assert not option_order.negated(opts, ["identify"], {o["label"]: [page] for o in opts}, False)


def test_a_settings_value_in_code_is_a_value_an_equations_term_is_not():
    from f.common.answer import number_options as no

    # a keyword argument in a signature (choice7-en-c04, seen): maxiter = 10 gives a value
    assert no.plain_numbers("medpolish(x, eps = 0.01, maxiter = 10, trace.iter = TRUE)") == ["0.01", "10"]
    assert no.plain_numbers("TEXMFCNF = 3\n") == ["3"]
    # a symbol's value or a term followed by a sign stays a computation's term
    for text in ("a_10 = 2 + 27", "d=3，则", "x = 3,", "maxiter = 10 + n"):
        assert no.plain_numbers(text) == [], text


def test_a_sentence_or_a_list_whose_first_item_no_option_names_is_no_settled_order():
    stem, opts = _plan("Debian 系统启动流程的第一阶段是什么？ A. UEFI 启动管理器 B. 引导加载程序 "
                       "C. 迷你 Debian 系统 D. initramfs")
    prose = "迷你Debian 系统是启动流程的第三阶段，由引导加载程序启动。\n"
    assert not option_order.by_order(opts, stem, {o["label"]: [prose] for o in opts})
    listed = "1. 启动管理器检查配置。\n2. 引导加载程序加载内核。\n3. 迷你 Debian 系统运行。\n"
    assert not option_order.by_order(opts, stem, {o["label"]: [listed] for o in opts})
    assert set(_verdicts(opts).values()) == {"supported"}


def test_a_negation_of_something_else_or_a_claim_option_is_no_denial():
    # 尚未 negates the project's agreement, not 金刚线's place in the subject's layout (seen report-002)
    page = "公司光伏硅片切割三元布局。后续年产8000万千米金刚线项目尚未具体约定，存在较大不确定性。"
    stem, opts = _plan("下列不属于公司光伏硅片切割三元布局的是 A. 金刚线 B. 多晶硅料")
    assert not option_order.negated(opts, ["光伏", "硅片切割", "布局"], {o["label"]: [page] for o in opts}, False)
    # options that say something (a verb: 是) are statements the page states with its own negations
    page = "HashMap 是 unorder / unsort，key 不允许为 null 的是 Hashtable。ArrayList 是 order / unsort。"
    stem, opts = _plan("按手册对集合的说明，下列说法错误的是？ A. ArrayList 是 order / unsort B. Hashtable 是 key 不为 null")
    assert not option_order.negated(opts, ["hashtable", "arraylist"], {o["label"]: [page] for o in opts}, False)
