"""The eleventh exercise set (issue 27, decision 1075): six small workbooks and exam papers WRITTEN FOR
THIS SET (no unused real workbook with a back answer section, or exam paper with its answer file, is
on this machine: the dev-data papers, the TeX Live documents and the handouts are labelled by earlier
sets), in registers the earlier sets do not have:
- chapter review exercises whose numbers restart in each chapter, answered at the back by chapter
  heading and plain numbers (`第一章` / `1．B`; `Chapter 1` / `1. 3/4` run together on one line);
- a paper whose parts restart their numbering, with an answer file that gives the parts in another
  order (Part II first);
- a separate answer file of `1.【答案】B` / `【解析】…` blocks under section headings;
- a separate answer file with a `题号 | 1 … 8` / `答案 | …` table, fill answers `9．…` and worked
  answers;
- lesson sheets (`第1课`, two lessons a page, numbers restarting) answered by `参考答案` lists
  `第1课 1-5 ACBDA 6．振动`.
Two documents (with their answer files) are scanned like bench/make_scan_exercises7.py and OCRed
into OUT/ocr (RapidOCR, cached). Original text; rendered with bench/make_exercise_papers5.render.
`.venv/bin/python bench/make_exercises11.py [OUT]` (default /tmp/y8-ex11/root); `--labels` rewrites
bench/eval/exercises/packages11.json from the rows below (written by hand with the text, read
against each page afterwards). Scored by `bench/bench_exercises.py --packages --set packages11`."""
# ruff: noqa: E501
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import written_exercise_set  # noqa: E402
from bench.written_exercise_set import p, row  # noqa: E402

OUT = Path("/tmp/y8-ex11/root")


# --- tuned -----------------------------------------------------------------------------------------

ZH_CH = [
    ("第一章　有理数", "复习题一", [
        ("下列各数中，是负数的是（　　）A．0　B．−3　C．2　D．|−1|", "B"),
        ("−5 的相反数是＿＿＿＿。", "5"),
        ("比较大小：−2＿＿＿＿−7（填＞或＜）。", "＞"),
        ("计算：(−3)＋8＝＿＿＿＿。", "5"),
        ("下列说法正确的是（　　）A．0 是最小的数　B．绝对值相等的两数相等　C．有理数分为正数、零和负数　D．−a 一定是负数", "C")]),
    ("第二章　整式的加减", "复习题二", [
        ("单项式 −3x²y 的系数是＿＿＿＿。", "−3"),
        ("下列各组是同类项的是（　　）A．2x 与 2y　B．3ab 与 −ab　C．x² 与 x³　D．5 与 a", "B"),
        ("化简：3a＋2a＝＿＿＿＿。", "5a"),
        ("多项式 x²＋2x＋1 的次数是＿＿＿＿。", "2")]),
    ("第三章　一元一次方程", "复习题三", [
        ("方程 2x＝6 的解是＿＿＿＿。", "x＝3"),
        ("若 x＝1 是方程 x＋m＝4 的解，则 m＝＿＿＿＿。", "3"),
        ("解方程：3x－1＝8。", "解：移项得 3x＝9，所以 x＝3。"),
        ("某数的 2 倍加 5 等于 17，求这个数。", "解：设这个数为 x，则 2x＋5＝17，解得 x＝6。")])]


def doc_zh_workbook_chapterkey():
    pages, rows = [], []
    for chapter, review, items in ZH_CH:
        pages.append(f"<h1>{chapter}</h1><h2>{review}</h2>"
                     + p(*(f"{i + 1}．{q}" for i, (q, _) in enumerate(items))))
    key = "<h1>参考答案</h1>"
    for chapter, _review, items in ZH_CH:
        key += f"<h2>{chapter.split('　')[0]}</h2>" + p(*(f"{i + 1}．{a}" for i, (_, a) in enumerate(items)))
    pages.append(key)
    for k, (_c, _r, items) in enumerate(ZH_CH):
        rows += [row(i + 1, k + 1, 4, a) for i, (_, a) in enumerate(items)]
    return pages, None, rows


EN_P1 = [("Which unit measures electric current?", ["volt", "ampere", "ohm", "watt"], "B"),
         ("A ball is dropped. Which energy increases as it falls?", ["potential", "chemical", "kinetic", "nuclear"], "C"),
         ("What is the speed of light in a vacuum, roughly?", ["3 × 10⁸ m/s", "3 × 10⁵ m/s", "340 m/s", "9.8 m/s"], "A"),
         ("Which of these is a good electrical insulator?", ["copper", "graphite", "salt water", "rubber"], "D"),
         ("What does a convex lens do to parallel rays?", ["spreads them", "brings them to a focus", "reflects them", "absorbs them"], "B")]
EN_P2 = [("State Newton's first law of motion.", "An object stays at rest or moves at constant velocity unless a net force acts on it."),
         ("A 2 kg mass accelerates at 3 m/s². Calculate the net force.", "F = ma = 2 × 3 = 6 N."),
         ("Explain why a metal spoon feels colder than a wooden one at the same temperature.", "Metal conducts heat away from the hand faster than wood."),
         ("Give one use of infrared radiation.", "Remote controls (also thermal imaging or cooking).")]


def doc_en_exam_reordered():
    paper = [("<h1>Physics Mock Examination</h1><h2>Instructions to candidates</h2>"
              + p("1. Write your name and candidate number in the spaces provided.",
                  "2. Answer all questions in both parts.", "3. You may use a calculator.")
              + "<h2>Part I Multiple choice</h2>"
              + "".join(f"<p>{i + 1}. {q}</p><p>" + "&nbsp;&nbsp;".join(
                  f"({'ABCD'[j]}) {o}" for j, o in enumerate(opts)) + "</p>" for i, (q, opts, _) in enumerate(EN_P1))),
             "<h2>Part II Short answers</h2>" + p(*(f"{i + 1}. {q}" for i, (q, _) in enumerate(EN_P2)))]
    answers = ["<h1>Physics Mock Examination: Mark Scheme</h1><h2>Part II Short answers</h2>"
               + p(*(f"{i + 1}. {a}" for i, (_, a) in enumerate(EN_P2)))
               + "<h2>Part I Multiple choice</h2>" + p(*(f"{i + 1}. {k}" for i, (_, _, k) in enumerate(EN_P1)))]
    rows = ([row(i + 1, 1, 1, k, section="Part I") for i, (_, _, k) in enumerate(EN_P1)]
            + [row(i + 1, 2, 1, a[:12], section="Part II") for i, (_, a) in enumerate(EN_P2)])
    return paper, answers, rows


ZH_J_MC = [("−3 的绝对值是", ["−3", "3", "1/3", "−1/3"], "B", "负数的绝对值是它的相反数。"),
           ("下列计算正确的是", ["2a＋3b＝5ab", "a³·a²＝a⁵", "(2a)²＝2a²", "a⁶÷a³＝a²"], "B", "同底数幂相乘，底数不变，指数相加。"),
           ("点 P(2，−3) 在第几象限", ["第一象限", "第二象限", "第三象限", "第四象限"], "D", "横坐标为正、纵坐标为负的点在第四象限。"),
           ("一个正方体的展开图有几个面", ["4", "5", "6", "8"], "C", "正方体有六个面。"),
           ("抛掷一枚均匀硬币，正面朝上的概率是", ["1", "1/2", "1/3", "0"], "B", "两种结果可能性相同。"),
           ("直角三角形两直角边为 3 和 4，斜边为", ["5", "6", "7", "12"], "A", "由勾股定理，斜边为 √(9＋16)＝5。")]
ZH_J_FILL = [("因式分解：a²－9＝＿＿＿＿。", "(a＋3)(a－3)", "平方差公式。"),
             ("若 a＋b＝5，ab＝6，则 a²b＋ab²＝＿＿＿＿。", "30", "a²b＋ab²＝ab(a＋b)＝6×5＝30。"),
             ("六边形的内角和是＿＿＿＿度。", "720", "(6－2)×180°＝720°。")]
ZH_J_PROB = [("解不等式组：x＋1＞0，且 2x－4＜0。", "−1＜x＜2", "由第一个得 x＞−1，由第二个得 x＜2。"),
             ("已知一次函数的图象经过点 (0，1) 和 (1，3)，求它的解析式。", "y＝2x＋1", "设 y＝kx＋b，代入两点得 b＝1，k＝2。")]


def doc_zh_exam_jiexi_file():
    paper = [("<h1>八年级数学期末检测卷</h1><h2>注意事项</h2>"
              + p("1．本试卷共三大题，满分 100 分。", "2．答题前请将姓名、准考证号填写清楚。", "3．考试时间 90 分钟。")
              + "<h2>一、选择题（每小题 4 分）</h2>"
              + "".join(f"<p>{i + 1}．{q}（　　）</p><p>" + "&nbsp;&nbsp;".join(
                  f"{'ABCD'[j]}．{o}" for j, o in enumerate(opts)) + "</p>" for i, (q, opts, _, _) in enumerate(ZH_J_MC))),
             ("<h2>二、填空题（每小题 4 分）</h2>" + p(*(f"{i + 7}．{q}" for i, (q, _, _) in enumerate(ZH_J_FILL)))
              + "<h2>三、解答题</h2>" + p(*(f"{i + 10}．{q}" for i, (q, _, _) in enumerate(ZH_J_PROB))))]
    blocks = "<h1>八年级数学期末检测卷　参考答案与解析</h1><h2>一、选择题</h2>"
    blocks += "".join(f"<p>{i + 1}．【答案】{k}</p><p>【解析】{w}</p>" for i, (_, _, k, w) in enumerate(ZH_J_MC))
    blocks2 = "<h2>二、填空题</h2>" + "".join(
        f"<p>{i + 7}．【答案】{a}</p><p>【解析】{w}</p>" for i, (_, a, w) in enumerate(ZH_J_FILL))
    blocks2 += "<h2>三、解答题</h2>" + "".join(
        f"<p>{i + 10}．【答案】{a}</p><p>【解析】{w}</p>" for i, (_, a, w) in enumerate(ZH_J_PROB))
    rows = ([row(i + 1, 1, 1, k, section="一、选择题") for i, (_, _, k, _) in enumerate(ZH_J_MC)]
            + [row(i + 7, 2, 2, a, section="二、填空题") for i, (_, a, _) in enumerate(ZH_J_FILL)]
            + [row(i + 10, 2, 2, a, section="三、解答题") for i, (_, a, _) in enumerate(ZH_J_PROB)])
    return paper, [blocks, blocks2], rows


# --- held back -------------------------------------------------------------------------------------

ZH_T_MC = [("2 的倒数是", ["−2", "1/2", "−1/2", "2"]), ("下列图形是中心对称图形的是", ["等边三角形", "正五边形", "平行四边形", "等腰梯形"]),
           ("数据 2，4，4，5，6 的中位数是", ["4", "2", "5", "6"]), ("计算 (−2)² 的结果是", ["−4", "2", "−2", "4"]),
           ("下列方程是一元二次方程的是", ["x＋1＝0", "1/x＝2", "x＋y＝1", "x²＋1＝0"]), ("一个角是 40°，它的余角是", ["40°", "140°", "50°", "60°"]),
           ("函数 y＝√(x−2) 中，x 的取值范围是", ["x＞2", "x＜2", "x≤2", "x≥2"]), ("圆的半径为 2，它的面积是", ["4π", "2π", "8π", "16π"])]
ZH_T_MC_KEY = "BCADDCDA"
ZH_T_FILL = [("计算：√9＝＿＿＿＿。", "3"), ("分解因式：2x²－2＝＿＿＿＿。", "2(x＋1)(x－1)"),
             ("若 x＝3 是方程 x²－mx＋3＝0 的根，则 m＝＿＿＿＿。", "4")]
ZH_T_PROB = [("计算：(−1)²⁰²⁶＋|−3|－√4。", "解：原式＝1＋3－2＝2。"),
             ("如图，在 △ABC 中，AB＝AC，∠A＝40°，求 ∠B 的度数。", "解：因为 AB＝AC，所以 ∠B＝∠C＝(180°－40°)÷2＝70°。")]


def doc_zh_exam_tablekey():
    paper = [("<h1>九年级数学学业水平模拟考试</h1><h2>考生须知</h2>"
              + p("1．本试卷共 4 页，三道大题，13 道小题。", "2．在试卷和答题卡上准确填写学校名称、姓名和准考证号。",
                  "3．考试结束，将本试卷和答题卡一并交回。")
              + "<h2>一、选择题（本题共 8 小题）</h2>"
              + "".join(f"<p>{i + 1}．{q}（　　）</p><p>" + "&nbsp;&nbsp;".join(
                  f"{'ABCD'[j]}．{o}" for j, o in enumerate(opts)) + "</p>" for i, (q, opts) in enumerate(ZH_T_MC))),
             ("<h2>二、填空题（本题共 3 小题）</h2>" + p(*(f"{i + 9}．{q}" for i, (q, _) in enumerate(ZH_T_FILL)))
              + "<h2>三、解答题（本题共 2 小题）</h2>" + p(*(f"{i + 12}．{q}" for i, (q, _) in enumerate(ZH_T_PROB))))]
    cells = lambda r: "".join(f'<td class="r">{c}</td>' for c in r)  # noqa: E731
    table = (f'<table border="1" style="border-collapse:collapse"><tr>{cells(["题号"] + [str(i + 1) for i in range(8)])}</tr>'
             f'<tr>{cells(["答案"] + list(ZH_T_MC_KEY))}</tr></table><p></p>')
    answers = ["<h1>九年级数学学业水平模拟考试　参考答案</h1><h2>一、选择题</h2>" + table
               + "<h2>二、填空题</h2>" + p(*(f"{i + 9}．{a}" for i, (_, a) in enumerate(ZH_T_FILL)))
               + "<h2>三、解答题</h2>" + p(*(f"{i + 12}．{a}" for i, (_, a) in enumerate(ZH_T_PROB)))]
    rows = ([row(i + 1, 1, 1, k, section="一、选择题") for i, k in enumerate(ZH_T_MC_KEY)]
            + [row(i + 9, 2, 1, a, section="二、填空题") for i, (_, a) in enumerate(ZH_T_FILL)]
            + [row(i + 12, 2, 1, a[:8], section="三、解答题") for i, (_, a) in enumerate(ZH_T_PROB)])
    return paper, answers, rows


LESSONS = [("第1课　声现象", ["声音是由物体的什么产生的（　　）A．振动　B．温度　C．颜色　D．形状",
                             "声音在下列哪种介质中传播最快（　　）A．空气　B．水　C．钢铁　D．真空",
                             "“闻其声知其人”主要依据声音的（　　）A．音调　B．响度　C．音色　D．速度",
                             "在教室里安装双层玻璃是为了（　　）A．美观　B．保温　C．采光　D．减弱噪声",
                             "超声波的频率高于（　　）A．20 Hz　B．200 Hz　C．2000 Hz　D．20000 Hz"], "ACCDD", "振动；介质"),
           ("第2课　光的反射", ["光在同种均匀介质中沿（　　）传播　A．直线　B．曲线　C．折线　D．圆周",
                               "入射角为 30° 时，反射角为（　　）A．60°　B．30°　C．90°　D．0°",
                               "下列现象属于光的反射的是（　　）A．小孔成像　B．影子　C．平面镜成像　D．日食",
                               "平面镜所成的像是（　　）A．实像　B．虚像　C．放大的像　D．倒立的像",
                               "光在真空中的传播速度约为（　　）A．3×10⁸ m/s　B．340 m/s　C．3×10⁵ m/s　D．1500 m/s"], "ABCBA", "漫反射"),
           ("第3课　物态变化", ["冰熔化成水属于（　　）A．熔化　B．凝固　C．汽化　D．液化",
                               "夏天从冰箱拿出的饮料瓶外壁“出汗”是（　　）A．汽化　B．液化　C．升华　D．凝华",
                               "下列过程需要吸热的是（　　）A．凝固　B．液化　C．凝华　D．升华",
                               "水的沸点在标准大气压下是（　　）A．0 ℃　B．37 ℃　C．100 ℃　D．120 ℃",
                               "冬天窗玻璃上的冰花是（　　）A．凝华　B．凝固　C．液化　D．升华"], "ABDCA", "蒸发；沸腾")]


def doc_zh_workbook_lessonlists():
    def lesson(title, qs, _key, _fill, fill_q):
        return (f"<h2>{title}</h2><p>课后练习</p>" + p(*(f"{i + 1}．{q}" for i, q in enumerate(qs)))
                + p(f"6．{fill_q}"))
    fills = ["声音是由物体的＿＿＿＿产生的，声音的传播需要＿＿＿＿。", "黑板“反光”是镜面反射，电影幕布使用的是＿＿＿＿。",
             "汽化有两种方式：＿＿＿＿和＿＿＿＿。"]
    pages = ["<h1>八年级物理同步练习册</h1>" + lesson(*LESSONS[0], fills[0]) + lesson(*LESSONS[1], fills[1]),
             lesson(*LESSONS[2], fills[2])]
    key = "<h1>参考答案</h1>" + p(*(f"{t.split('　')[0]}　1-5　{k}　6．{f}" for t, _q, k, f in LESSONS))
    pages.append(key)
    rows = []
    for n, (_title, _q, k, f) in enumerate(LESSONS):
        pg = 1 if n < 2 else 2
        rows += [row(i + 1, pg, 3, k[i], lesson=str(n + 1)) for i in range(5)]
        rows.append(row(6, pg, 3, f, lesson=str(n + 1)))
    return pages, None, rows


EN_CH = [("Chapter 1 Fractions", [("Simplify 6/8.", "3/4"), ("Work out 1/2 + 1/3.", "5/6"),
                                  ("Write 0.25 as a fraction in its lowest terms.", "1/4"),
                                  ("Which is larger, 2/3 or 3/5?", "2/3"), ("Work out 3/4 of 20.", "15")]),
         ("Chapter 2 Percentages", [("Write 3/5 as a percentage.", "60%"), ("Find 15% of 80.", "12"),
                                    ("A price of $40 rises by 10%. What is the new price?", "$44"),
                                    ("Increase 200 by 25%.", "250"), ("What percentage of 50 is 20?", "40%")]),
         ("Chapter 3 Ratio", [("Simplify the ratio 12 : 18.", "2 : 3"), ("Share 35 in the ratio 2 : 5.", "10 and 25"),
                              ("A map has scale 1 : 1000. How many metres is 5 cm on the map?", "50 m"),
                              ("The ratio of boys to girls is 3 : 4 and there are 12 boys. How many girls are there?", "16")])]


def doc_en_workbook_chapterkey():
    pages = [f"<h1>{title}</h1><h2>Review exercises</h2>" + p(*(f"{i + 1}. {q}" for i, (q, _) in enumerate(items)))
             for title, items in EN_CH]
    pages.append("<h1>Answers</h1>" + "".join(
        f"<h2>{title.split(' ', 2)[0]} {title.split(' ', 2)[1]}</h2>"
        + p("&nbsp;&nbsp;&nbsp;".join(f"{i + 1}. {a}" for i, (_, a) in enumerate(items))) for title, items in EN_CH))
    rows = [row(i + 1, k + 1, 4, a) for k, (_t, items) in enumerate(EN_CH) for i, (_, a) in enumerate(items)]
    return pages, None, rows


# name -> (maker, split, scanned)
DOCS = {"zh-workbook-chapterkey": (doc_zh_workbook_chapterkey, "tuned", False),
        "en-exam-reordered": (doc_en_exam_reordered, "tuned", True),
        "zh-exam-jiexi-file": (doc_zh_exam_jiexi_file, "tuned", False),
        "zh-exam-tablekey": (doc_zh_exam_tablekey, "held-back", True),
        "zh-workbook-lessonlists": (doc_zh_workbook_lessonlists, "held-back", False),
        "en-workbook-chapterkey": (doc_en_workbook_chapterkey, "held-back", False)}


def make(out: Path) -> None:
    written_exercise_set.make(out, DOCS, 110)


# Rows of the scans whose labelled answer OCR does not read as printed, found by reading every
# scanned page's OCR lines (as the seventh set did): (document, number) -> the check it gets instead,
# None for a row kept for "found" only.
OCR_FIXES = {
    # the key table's answer row is read `B | A | D | D | D | A`: both `C` cells (2 and 6) are lost
    ("zh-exam-tablekey", "2"): None, ("zh-exam-tablekey", "6"): None,
    # `2(x＋1)(x－1)` is read `2(x +1)(x−1)`: a minus sign, not the printed full-width hyphen
    ("zh-exam-tablekey", "10"): {"starts": "2(x+1)"},
}


def labels() -> dict:
    return written_exercise_set.labels(DOCS, "bench/make_exercises11.py", OCR_FIXES,
                                       lambda name, r: (name, r["number"]))


if __name__ == "__main__":
    if "--labels" in sys.argv:
        target = ROOT / "bench" / "eval" / "exercises" / "packages11.json"
        about = ("Eleventh set (decision 1075): six workbooks and papers written for it, two scanned; "
                 "see bench/make_exercises11.py. Split by document 3/3 before any rule.")
        target.write_text(json.dumps({"_about": about, "documents": labels()}, ensure_ascii=False, indent=1) + "\n")
    else:
        make(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
