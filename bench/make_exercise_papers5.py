"""Twelve small exam papers and sheets for the fifth exercise set (issue 27, decision 0480), written
for it because the TeX Live documentation holds no more real papers of these kinds (earlier sets
used them): answer keys as tables (a ruled row of numbers over a row of letters, in bands; the same
without rules; Chinese 题号/答案 tables), answer headings in several languages (Answer Key,
Answers, Solutions, Corrigé, Correction, Lösungen, Lösungsschlüssel, 参考答案, 答案与解析),
`N.【答案】X【解析】…` blocks, numbered instructions (Instructions, Hinweise, 注意事项, 考生须知),
sections that restart the numbering, and worksheets laid out as one ruled table. Original text.
Rendered with PyMuPDF's Story (HTML, WenQuanYi Micro Hei), one page per `PAGE` chunk, deterministic.
`.venv/bin/python bench/make_exercise_papers5.py OUT_DIR`"""
from __future__ import annotations

import sys
from pathlib import Path

import pymupdf

CSS = ("@font-face {font-family: wqy; src: url(wqy-microhei.ttc);} "
       "body {font-family: wqy; font-size: 11pt;} h1 {font-size: 16pt;} h2 {font-size: 13pt;} "
       "td {padding: 3px 6px;} td.r {border: 1px solid black;} p {margin: 3px 0;}")


def ruled(rows: list[list[str]]) -> str:
    cells = "".join("<tr>" + "".join(f'<td class="r">{c}</td>' for c in r) + "</tr>" for r in rows)
    return f'<table border="1" style="border-collapse:collapse">{cells}</table><p></p>'


def bare(rows: list[list[str]]) -> str:
    cells = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table>{cells}</table><p></p>"


def mc(n: int, q: str, opts: list[str]) -> str:
    return f"<p>{n}. {q}</p><p>" + "&nbsp;&nbsp;&nbsp;".join(
        f"({'ABCD'[i]}) {o}" for i, o in enumerate(opts)) + "</p>"


def zmc(n: int, q: str, opts: list[str]) -> str:
    return f"<p>{n}．{q}（　　）</p><p>" + "&nbsp;&nbsp;&nbsp;".join(
        f"{'ABCD'[i]}．{o}" for i, o in enumerate(opts)) + "</p>"


def bands(head: tuple[str, str], keys: str, per: int) -> list[list[list[str]]]:
    out = []
    for s in range(0, len(keys), per):
        out.append([[head[0]] * bool(head[0]) + [str(i + 1) for i in range(s, min(len(keys), s + per))],
                    [head[1]] * bool(head[1]) + list(keys[s:s + per])])
    return out


BIO = [("Which organelle makes most of a cell's ATP?", ["nucleus", "mitochondrion", "ribosome", "vacuole"]),
       ("Which molecule carries amino acids to the ribosome?", ["mRNA", "DNA", "tRNA", "rRNA"]),
       ("What is the main function of red blood cells?", ["carry oxygen", "fight infection", "clot blood", "store fat"]),
       ("Which gas do plants take in for photosynthesis?", ["oxygen", "nitrogen", "carbon dioxide", "helium"]),
       ("Where does meiosis take place in flowering plants?", ["leaves", "anthers and ovules", "roots", "stems"]),
       ("Which base pairs with adenine in DNA?", ["thymine", "guanine", "cytosine", "uracil"]),
       ("What do enzymes lower in a reaction?", ["temperature", "product mass", "activation energy", "pH"]),
       ("Which tissue moves water up a plant?", ["phloem", "xylem", "cortex", "epidermis"]),
       ("Which kingdom do mushrooms belong to?", ["plants", "animals", "fungi", "protists"]),
       ("What is the basic unit of heredity?", ["the gene", "the cell wall", "the tissue", "the organ"])]
BIO_KEY = "BCACBACBCA"

PHYS = [("A car moves 100 m in 5 s. What is its average speed?", ["5 m/s", "20 m/s", "50 m/s", "500 m/s"]),
        ("What is the unit of force?", ["joule", "watt", "newton", "pascal"]),
        ("Which quantity is a vector?", ["mass", "time", "energy", "velocity"]),
        ("What happens to resistance when a wire gets longer?", ["it rises", "it falls", "it stays", "it vanishes"]),
        ("Sound travels fastest in which medium?", ["air", "vacuum", "water", "steel"]),
        ("What is the charge of a neutron?", ["positive", "negative", "zero", "variable"]),
        ("Which colour of visible light has the longest wavelength?", ["violet", "blue", "green", "red"]),
        ("What is the acceleration of free fall near Earth, roughly?", ["1 m/s²", "9.8 m/s²", "98 m/s²", "0.98 m/s²"])]
PHYS_KEY = "BCDADCDB"

HIST = [("In which year did the First World War begin?", ["1905", "1914", "1918", "1939"]),
        ("Who wrote the Communist Manifesto with Engels?", ["Lenin", "Marx", "Trotsky", "Stalin"]),
        ("Which city was the capital of the Byzantine Empire?", ["Rome", "Athens", "Constantinople", "Alexandria"]),
        ("The Magna Carta was sealed in which country?", ["France", "England", "Spain", "Italy"]),
        ("Which civilisation built Machu Picchu?", ["Aztec", "Maya", "Inca", "Olmec"]),
        ("Who was the first emperor of Rome?", ["Julius Caesar", "Augustus", "Nero", "Trajan"]),
        ("The printing press with movable type spread in Europe thanks to whom?",
         ["Gutenberg", "Galileo", "Newton", "Luther"]),
        ("Which wall fell in 1989?", ["Hadrian's Wall", "the Berlin Wall", "the Great Wall", "the Western Wall"]),
        ("Which ocean did Magellan name?", ["Atlantic", "Indian", "Arctic", "Pacific"]),
        ("Where did the Industrial Revolution begin?", ["Britain", "China", "Russia", "Brazil"]),
        ("Which empire did Genghis Khan found?", ["Ottoman", "Mongol", "Persian", "Mughal"]),
        ("Who led India's independence movement by non-violence?", ["Nehru", "Gandhi", "Bose", "Jinnah"])]
HIST_KEY = "BBCBCBABDABB"

CHEM = [("Welches Element hat das Symbol Na?", ["Stickstoff", "Natrium", "Neon", "Nickel"]),
        ("Wie viele Elektronen passen in die erste Schale?", ["zwei", "acht", "achtzehn", "eins"]),
        ("Welcher pH-Wert ist neutral?", ["0", "5", "7", "14"]),
        ("Was entsteht bei der Verbrennung von Wasserstoff?", ["Wasser", "Kohlendioxid", "Ozon", "Salz"]),
        ("Welche Bindung hält Kochsalz zusammen?", ["Ionenbindung", "Metallbindung", "Wasserstoffbrücke", "keine"]),
        ("Welches Gas ist ein Edelgas?", ["Chlor", "Sauerstoff", "Argon", "Fluor"]),
        ("Was misst die Stoffmenge?", ["Kelvin", "Mol", "Liter", "Gramm"]),
        ("Welches Metall ist bei Raumtemperatur flüssig?", ["Eisen", "Zinn", "Blei", "Quecksilber"])]
CHEM_KEY = "BACAACBD"

ZH_MC = [("下列各数中，最小的数是", ["−2", "0", "1", "3"]),
         ("计算 2³ 的结果是", ["5", "6", "8", "9"]),
         ("下列图形中，既是轴对称图形又是中心对称图形的是", ["三角形", "平行四边形", "正五边形", "圆"]),
         ("若 x＝2 是方程 2x＋a＝7 的解，则 a 的值是", ["1", "2", "3", "4"]),
         ("一组数据 3，5，5，7 的众数是", ["3", "4", "5", "7"]),
         ("函数 y＝2x＋1 的图象经过的象限是", ["一、二、三", "一、三、四", "一、二、四", "二、三、四"]),
         ("下列运算正确的是", ["a²·a³＝a⁶", "(a²)³＝a⁵", "a⁶÷a²＝a⁴", "a²＋a²＝a⁴"]),
         ("不等式 x－1＞2 的解集是", ["x＞1", "x＞3", "x＜3", "x＜1"])]
ZH_MC_KEY = "ACDCBACB"
ZH_TF = ["两条直线被第三条直线所截，同位角相等。", "对角线互相平分的四边形是平行四边形。", "任何数的零次幂都等于 1。"]
ZH_TF_KEY = "×√×"
ZH_FILL = [("分解因式：x²－4＝＿＿＿＿。", "(x＋2)(x－2)"), ("若 |a|＝3，则 a＝＿＿＿＿。", "±3"),
           ("一个多边形的内角和是 540°，它是＿＿＿＿边形。", "五"), ("√16 的算术平方根是＿＿＿＿。", "2")]


def page(*chunks: str) -> str:
    return "".join(chunks)


def doc_en_quiz_ruledkey():
    p1 = page("<h1>Biology Quiz 5</h1>", "<h2>Instructions</h2>",
              "<p>1. Write your name and class at the top of the sheet.</p>",
              "<p>2. Answer every question; there is no penalty for guessing.</p>",
              "<p>3. You have 30 minutes.</p>", "<h2>Section A: Multiple choice</h2>",
              *(mc(i + 1, q, o) for i, (q, o) in enumerate(BIO[:6])))
    p2 = page(*(mc(i + 7, q, o) for i, (q, o) in enumerate(BIO[6:])))
    p3 = page("<h2>Answer Key</h2>", *(ruled(b) for b in bands(("Question", "Answer"), BIO_KEY, 5)))
    rows = [{"number": str(i + 1), "page": 1 if i < 6 else 2, "section": "Section A", "a_page": 3,
             "check": {"starts": BIO_KEY[i]}} for i in range(10)]
    return [p1, p2, p3], rows


def doc_de_klausur_grid():
    p1 = page("<h1>Klausur Chemie, Klasse 9</h1>", "<h2>Hinweise</h2>",
              "<p>1. Bearbeitungszeit: 45 Minuten.</p>", "<p>2. Pro Frage ist genau eine Antwort richtig.</p>",
              "<h2>Teil A: Auswahlaufgaben</h2>", *(mc(i + 1, q, o) for i, (q, o) in enumerate(CHEM[:4])))
    p2 = page(*(mc(i + 5, q, o) for i, (q, o) in enumerate(CHEM[4:])))
    p3 = page("<h2>Lösungsschlüssel</h2>", ruled([["Aufgabe"] + [str(i + 1) for i in range(8)],
                                                  ["Lösung"] + list(CHEM_KEY)]))
    rows = [{"number": str(i + 1), "page": 1 if i < 4 else 2, "section": "Teil A", "a_page": 3,
             "check": {"starts": CHEM_KEY[i]}} for i in range(8)]
    return [p1, p2, p3], rows


def doc_en_test_barekey():
    p1 = page("<h1>Physics Unit Test</h1>", "<p>Name: ____________  Date: ________</p>",
              *(mc(i + 1, q, o) for i, (q, o) in enumerate(PHYS[:5])))
    p2 = page(*(mc(i + 6, q, o) for i, (q, o) in enumerate(PHYS[5:])), "<h2>Answers</h2>",
              bare([[str(i + 1) for i in range(8)], list(PHYS_KEY)]))
    rows = [{"number": str(i + 1), "page": 1 if i < 5 else 2, "a_page": 2,
             "check": {"starts": PHYS_KEY[i]}} for i in range(8)]
    return [p1, p2], rows


def doc_en_exam_barebands():
    p1 = page("<h1>World History Final Exam</h1>", "<p>Time allowed: one hour. Circle one letter.</p>",
              *(mc(i + 1, q, o) for i, (q, o) in enumerate(HIST[:6])))
    p2 = page(*(mc(i + 7, q, o) for i, (q, o) in enumerate(HIST[6:])))
    p3 = page("<h2>Solutions</h2>", *(bare(b) for b in bands(("", ""), HIST_KEY, 6)))
    rows = [{"number": str(i + 1), "page": 1 if i < 6 else 2, "a_page": 3,
             "check": {"starts": HIST_KEY[i]}} for i in range(12)]
    return [p1, p2, p3], rows


def doc_zh_paper_tihao():
    p1 = page("<h1>七年级数学期中测试卷</h1>", "<h2>注意事项</h2>",
              "<p>1．本试卷共三页，满分 100 分，考试时间 90 分钟。</p>",
              "<p>2．答题前，考生务必将姓名、准考证号填写在答题卡上。</p>",
              "<p>3．选择题每小题选出答案后，用铅笔把答题卡上对应题目的答案标号涂黑。</p>",
              "<h2>一、选择题（每小题 3 分，共 15 分）</h2>",
              *(zmc(i + 1, q, o) for i, (q, o) in enumerate(ZH_MC[:5])))
    p2 = page("<h2>二、填空题（每小题 4 分，共 12 分）</h2>",
              *(f"<p>{i + 1}．{q}</p>" for i, (q, _) in enumerate(ZH_FILL[:3])))
    p3 = page("<h2>参考答案</h2>", "<p>一、选择题</p>",
              ruled([["题号"] + [str(i + 1) for i in range(5)], ["答案"] + list(ZH_MC_KEY[:5])]),
              "<p>二、填空题</p>", *(f"<p>{i + 1}．{a}</p>" for i, (_, a) in enumerate(ZH_FILL[:3])))
    rows = [{"number": str(i + 1), "page": 1, "section": "一、选择题", "lesson": "一", "a_page": 3,
             "check": {"starts": ZH_MC_KEY[i]}} for i in range(5)]
    rows += [{"number": str(i + 1), "page": 2, "section": "二、填空题", "lesson": "二", "a_page": 3,
              "check": {"starts": a}} for i, (_, a) in enumerate(ZH_FILL[:3])]
    return [p1, p2, p3], rows


def doc_zh_restart_tihao():
    p1 = page("<h1>八年级数学单元检测</h1>", "<h2>一、选择题</h2>",
              *(zmc(i + 1, q, o) for i, (q, o) in enumerate(ZH_MC[4:8])),
              "<h2>二、判断题（对的打“√”，错的打“×”）</h2>",
              *(f"<p>{i + 1}．{t}（　　）</p>" for i, t in enumerate(ZH_TF)))
    p2 = page("<h2>参考答案</h2>", "<p>一、选择题</p>",
              ruled([["题号"] + [str(i + 1) for i in range(4)], ["答案"] + list(ZH_MC_KEY[4:8])]),
              "<p>二、判断题</p>",
              ruled([["题号"] + [str(i + 1) for i in range(3)], ["答案"] + list(ZH_TF_KEY)]))
    rows = [{"number": str(i + 1), "page": 1, "section": "一、选择题", "lesson": "一", "a_page": 2,
             "check": {"starts": ZH_MC_KEY[4 + i]}} for i in range(4)]
    rows += [{"number": str(i + 1), "page": 1, "section": "二、判断题", "lesson": "二", "a_page": 2,
              "check": {"starts": ZH_TF_KEY[i]}} for i in range(3)]
    return [p1, p2], rows


ZH_PROBLEMS = [("解方程：3x－5＝2x＋1。", "x＝6", "移项得 3x－2x＝1＋5，所以 x＝6。"),
               ("化简：(a＋b)²－(a－b)²。", "4ab", "展开后相减，平方项抵消，得 4ab。")]


def doc_zh_paper_jiexi():
    p1 = page("<h1>九年级数学模拟试题</h1>", "<h2>考生须知</h2>",
              "<p>1．本试卷分选择题和非选择题两部分。</p>", "<p>2．请用黑色字迹的签字笔作答。</p>",
              "<h2>一、选择题</h2>", *(zmc(i + 1, q, o) for i, (q, o) in enumerate(ZH_MC[:4])))
    p2 = page("<h2>二、填空题</h2>", *(f"<p>{i + 5}．{q}</p>" for i, (q, _) in enumerate(ZH_FILL[2:4])),
              "<h2>三、解答题</h2>", *(f"<p>{i + 7}．{q}</p>" for i, (q, _, _) in enumerate(ZH_PROBLEMS)))
    why = ["负数小于零，零小于正数。", "2³＝2×2×2＝8。", "圆沿任一直径对折重合，绕圆心旋转 180° 也重合。",
           "把 x＝2 代入得 4＋a＝7，所以 a＝3。"]
    p3 = page("<h2>答案与解析</h2>",
              *(f"<p>{i + 1}．【答案】{ZH_MC_KEY[i]}</p><p>【解析】{w}</p>" for i, w in enumerate(why)),
              "<p>5．【答案】五</p><p>【解析】由 (n－2)×180°＝540° 得 n＝5。</p>",
              "<p>6．【答案】2</p><p>【解析】√16＝4，4 的算术平方根是 2。</p>",
              *(f"<p>{i + 7}．【答案】{a}</p><p>【解析】{w}</p>" for i, (_, a, w) in enumerate(ZH_PROBLEMS)))
    keys = list(ZH_MC_KEY[:4]) + ["五", "2"] + [a for _, a, _ in ZH_PROBLEMS]
    rows = [{"number": str(i + 1), "page": 1 if i < 4 else 2,
             "section": "一、选择题" if i < 4 else ("二、填空题" if i < 6 else "三、解答题"), "a_page": 3,
             "check": {"starts": k}} for i, k in enumerate(keys)]
    return [p1, p2, p3], rows


FR = [("Calculer la dérivée de la fonction f définie sur R par f(x) = x³ − 2x.", "f'(x) = 3x² − 2."),
      ("Résoudre dans R l'équation 2x + 7 = 15.", "On trouve 2x = 8, donc x = 4."),
      ("Déterminer la limite de 1/x quand x tend vers plus l'infini.", "La limite vaut 0."),
      ("Donner la forme factorisée de x² − 9.", "x² − 9 = (x − 3)(x + 3)."),
      ("Calculer la somme des entiers de 1 à 10.", "La somme vaut 55."),
      ("Montrer que la suite u(n) = 3n + 1 est arithmétique.", "u(n+1) − u(n) = 3 pour tout n.")]


def doc_fr_feuille_corrige():
    p1 = page("<h1>Feuille d'exercices n° 3</h1>", "<p>Classe de première, fonctions et équations.</p>",
              *(f"<h2>Exercice {i + 1}</h2><p>{q}</p>" for i, (q, _) in enumerate(FR[:4])))
    p2 = page("<h1>Corrigé</h1>", *(f"<h2>Exercice {i + 1}</h2><p>{a}</p>" for i, (_, a) in enumerate(FR[:4])))
    rows = [{"number": str(i + 1), "page": 1, "a_page": 2, "check": {"starts": a}} for i, (_, a) in enumerate(FR[:4])]
    return [p1, p2], rows


def doc_fr_td_correction():
    p1 = page("<h1>TD 2 : suites et sommes</h1>",
              *(f"<p><b>Exercice {i + 1}.</b> {q}</p>" for i, (q, _) in enumerate(FR[2:6])))
    p2 = page("<h1>Correction</h1>", *(f"<p><b>Exercice {i + 1}.</b> {a}</p>" for i, (_, a) in enumerate(FR[2:6])))
    rows = [{"number": str(i + 1), "page": 1, "a_page": 2, "check": {"starts": a}} for i, (_, a) in enumerate(FR[2:6])]
    return [p1, p2], rows


DE = [("Berechnen Sie 3/4 + 5/6 und kürzen Sie das Ergebnis.", "3/4 + 5/6 = 9/12 + 10/12 = 19/12."),
      ("Ein Rechteck ist 8 cm lang und 5 cm breit. Wie groß ist sein Flächeninhalt?", "Der Flächeninhalt ist 40 cm²."),
      ("Lösen Sie die Gleichung 5x − 3 = 12.", "5x = 15, also x = 3."),
      ("Wie viel sind 15 % von 240 Euro?", "15 % von 240 Euro sind 36 Euro.")]


def doc_de_blatt_loesung():
    p1 = page("<h1>Übungsblatt 2</h1>", "<p>Abgabe bis Freitag.</p>",
              *(f"<h2>Aufgabe {i + 1}</h2><p>{q}</p>" for i, (q, _) in enumerate(DE)))
    p2 = page("<h1>Lösungen</h1>", *(f"<p><b>Lösung zu Aufgabe {i + 1}:</b> {a}</p>" for i, (_, a) in enumerate(DE)))
    rows = [{"number": str(i + 1), "page": 1, "a_page": 2, "check": {"starts": a}} for i, (_, a) in enumerate(DE)]
    return [p1, p2], rows


TAB1 = [("Name the process by which plants lose water through their leaves.", "2", "Transpiration."),
        ("State Newton's first law of motion.", "3", "A body stays at rest or in uniform motion unless a force acts."),
        ("Convert 2.5 km into metres.", "1", "2500 m."),
        ("Give the chemical formula of table salt.", "1", "NaCl."),
        ("What is the square root of 144?", "1", "12.")]
TAB2 = [("Write 0.75 as a fraction in its lowest terms.", "2", "3/4"),
        ("What is the perimeter of a square of side 6 cm?", "2", "24 cm"),
        ("Solve 4y = 28.", "1", "y = 7"),
        ("How many degrees are there in a right angle?", "1", "90"),
        ("Round 3.476 to one decimal place.", "1", "3.5"),
        ("What is 7 × 8?", "1", "56")]


def doc_en_table_sheet():
    p1 = page("<h1>Science Revision Sheet</h1>",
              ruled([["Q", "Task", "Points"]] + [[str(i + 1), q, m] for i, (q, m, _) in enumerate(TAB1)]))
    p2 = page("<h2>Answer key</h2>", ruled([["Q", "Answer"]] + [[str(i + 1), a] for i, (_, _, a) in enumerate(TAB1)]))
    rows = [{"number": str(i + 1), "page": 1, "a_page": 2, "check": {"starts": a}} for i, (_, _, a) in enumerate(TAB1)]
    return [p1, p2], rows


def doc_en_table_worksheet():
    p1 = page("<h1>Maths Worksheet 7</h1>",
              ruled([["No.", "Question", "Marks"]] + [[str(i + 1), q, m] for i, (q, m, _) in enumerate(TAB2)]))
    p2 = page("<h2>Solutions</h2>", ruled([["No.", "Answer"]] + [[str(i + 1), a] for i, (_, _, a) in enumerate(TAB2)]))
    rows = [{"number": str(i + 1), "page": 1, "a_page": 2, "check": {"starts": a}} for i, (_, _, a) in enumerate(TAB2)]
    return [p1, p2], rows


# name -> (maker, split): two of each kind, one tuned and one held back
DOCS = {"en-quiz-ruledkey": (doc_en_quiz_ruledkey, "tuned"),
        "de-klausur-grid": (doc_de_klausur_grid, "held-back"),
        "en-test-barekey": (doc_en_test_barekey, "tuned"),
        "en-exam-barebands": (doc_en_exam_barebands, "held-back"),
        "zh-paper-tihao": (doc_zh_paper_tihao, "tuned"),
        "zh-restart-tihao": (doc_zh_restart_tihao, "held-back"),
        "zh-paper-jiexi": (doc_zh_paper_jiexi, "held-back"),
        "fr-feuille-corrige": (doc_fr_feuille_corrige, "tuned"),
        "fr-td-correction": (doc_fr_td_correction, "held-back"),
        "de-blatt-loesung": (doc_de_blatt_loesung, "tuned"),
        "en-table-sheet": (doc_en_table_sheet, "tuned"),
        "en-table-worksheet": (doc_en_table_worksheet, "held-back")}


def render(pages: list[str], out: Path) -> None:
    archive = pymupdf.Archive("/usr/share/fonts/truetype/wqy/")
    rect = pymupdf.paper_rect("a4")
    writer = pymupdf.DocumentWriter(str(out))
    for html in pages:
        story = pymupdf.Story(html=html, user_css=CSS, archive=archive)
        more = 1
        while more:
            dev = writer.begin_page(rect)
            more, _ = story.place(rect + (56, 56, -56, -56))
            story.draw(dev)
            writer.end_page()
            assert not more, f"{out.name}: a page overflows"
    writer.close()


def main() -> None:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for name, (maker, _split) in DOCS.items():
        pages, _rows = maker()
        render(pages, out / f"{name}.pdf")


if __name__ == "__main__":
    main()
