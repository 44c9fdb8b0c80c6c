"""Workbooks with their answers at the back (参考答案, per lesson), MinerU-shaped, original text:
each book with the answer every exercise should get (a prefix) or None. DEV was written with the
rules (tuned on); HELD was written before running them and scored once (docs/benchmarks/
exercises.md). Scored with tests.exercise_books.score."""
from __future__ import annotations

from tests.exercise_books import h, t

# lessons as headings; the key's lesson titles are text blocks of their own
NUMBERED = [h(0, "第一章 有理数"), h(0, "1.1 正数和负数"), h(0, "基础训练"),
            t(0, "1. 下列各数中，是负数的是（ ）A. 2 B. 0 C. -3 D. 5"),
            t(0, "2. 如果收入 50 元记作 +50 元，那么支出 30 元记作______元。"),
            h(1, "能力提升"), t(1, "3. 某天最高气温 8℃，最低气温 -2℃，这天的温差是多少？"),
            h(2, "1.2 有理数"), h(2, "基础训练"),
            t(2, "1. 下列说法正确的是（ ）A. 0 是正数 B. 0 是整数 C. -1 是正数 D. 1/2 是整数"),
            t(2, "2. 把下列各数分别填入相应的集合中：-2，0，3/4，5。"),
            h(3, "1.3 数轴"), h(3, "基础训练"), t(3, "1. 在数轴上表示 -2 的点与原点的距离是______。"),
            t(3, "2. 画出数轴，并在数轴上表示 -1.5 和 2。"),
            h(9, "参考答案"), h(9, "第一章 有理数"), t(9, "1.1 正数和负数"), t(9, "1. C 2. -30 3. 10℃"),
            t(9, "1.2 有理数"), t(9, "1. B 2. 负数集合：-2；正数集合：3/4，5"), t(10, "1.3 数轴"), t(10, "1. 2 2. 略")]
NUMBERED_LABELS = {("1.1", "1"): "C", ("1.1", "2"): "-30", ("1.1", "3"): "10", ("1.2", "1"): "B",
                   ("1.2", "2"): "负数集合", ("1.3", "1"): "2", ("1.3", "2"): "略"}

# the layout tool tagged no lesson: `第1课时 单项式` is body text; the key heads each 课时
PLAIN = [h(0, "第二章 整式"), t(0, "第1课时 单项式"), t(0, "1. 单项式 -3xy² 的系数是______，次数是______。"),
         t(0, "2. 下列式子中是单项式的是（ ）A. x+1 B. 2/x C. -5ab D. a-b"),
         t(1, "第2课时 多项式"), t(1, "1. 多项式 2x²-3x+1 的次数是______。"), t(1, "2. 写出一个含有字母 x 的二次三项式。"),
         t(1, "3. 多项式 x³-2x+5 有几项？"),
         h(6, "参考答案"), h(6, "第1课时 单项式"), t(6, "1. -3，3 2. C"), h(6, "第2课时 多项式"),
         t(6, "1. 2 2. 答案不唯一，如 x²+x+1 3. 3 项")]
PLAIN_LABELS = {("第1课时", "1"): "-3", ("第1课时", "2"): "C", ("第2课时", "1"): "2",
                ("第2课时", "2"): "答案不唯一", ("第2课时", "3"): "3 项"}

# the key names each lesson by its title alone
TITLES = [h(0, "1.1 正数和负数"), h(0, "练习"), t(0, "1. 写出两个负数。"), t(0, "2. 0 是正数吗？"),
          h(1, "1.2 有理数"), h(1, "练习"), t(1, "1. -2 是整数吗？"), t(1, "2. 写出一个分数。"),
          h(5, "参考答案"), h(5, "正数和负数"), t(5, "1. -1，-2 2. 不是"), t(5, "有理数"), t(5, "1. 是 2. 1/2")]
TITLES_LABELS = {("1.1", "1"): "-1", ("1.1", "2"): "不是", ("1.2", "1"): "是", ("1.2", "2"): "1/2"}

DEV = {"key titles as text blocks": (NUMBERED, NUMBERED_LABELS),
       "lessons as body text, 第N课时": (PLAIN, PLAIN_LABELS),
       "key names lessons by title": (TITLES, TITLES_LABELS)}

# held back: written before the rules ran on them
SECTIONS = [h(0, "第一章 集合"), t(0, "第一节 集合的含义"), h(0, "课后练习"), t(0, "1．用列举法表示大于 0 小于 4 的整数。"),
            t(0, "2．下列对象能构成集合的是（ ）A. 高个子 B. 小于 3 的正整数 C. 好学生 D. 大城市"),
            t(1, "第二节 集合的运算"), h(1, "课后练习"), t(1, "1．已知 A={1,2}，B={2,3}，求 A∪B。"),
            t(1, "2．已知 A={1,2}，B={2,3}，求 A∩B。"), t(1, "3．全集 U={1,2,3}，A={1}，求 A 的补集。"),
            h(7, "参考答案"), t(7, "第一节"), t(7, "1．{1,2,3} 2．B"), t(7, "第二节"), t(7, "1．{1,2,3} 2．{2} 3．{2,3}")]
SECTIONS_LABELS = {("第一节", "1"): "{1,2,3}", ("第一节", "2"): "B", ("第二节", "1"): "{1,2,3}",
                   ("第二节", "2"): "{2}", ("第二节", "3"): "{2,3}"}

INLINE_LESSON = [h(0, "第三章 一元一次方程"), h(0, "3.1 从算式到方程"), h(0, "课时作业"),
                 t(0, "1. 下列是一元一次方程的是（ ）A. x+y=1 B. x²=4 C. 2x-1=3 D. 1/x=2"),
                 t(0, "2. 若 x=2 是方程 ax+1=5 的解，求 a 的值。"), h(1, "3.2 解一元一次方程"), h(1, "课时作业"),
                 t(1, "1. 解方程：3x+2=11。"), t(1, "2. 解方程：2(x-1)=6。"),
                 h(8, "参考答案"), t(8, "3.1 从算式到方程 1. C 2. a=2"), t(8, "3.2 解一元一次方程 1. x=3 2. x=4")]
INLINE_LESSON_LABELS = {("3.1", "1"): "C", ("3.1", "2"): "a=2", ("3.2", "1"): "x=3", ("3.2", "2"): "x=4"}

TITLE_HEADINGS = [h(0, "4.1 认识三角形"), h(0, "课后练习"), t(0, "1. 三角形按角分可分为哪几类？"),
                  t(0, "2. 一个三角形的两个内角分别是 30° 和 60°，它是什么三角形？"),
                  h(1, "4.2 三角形的内角和"), h(1, "课后练习"), t(1, "1. 三角形的内角和是多少度？"),
                  t(1, "2. 直角三角形的一个锐角是 40°，另一个锐角是多少度？"),
                  h(6, "参考答案"), h(6, "认识三角形"), t(6, "1. 锐角三角形、直角三角形、钝角三角形 2. 直角三角形"),
                  h(6, "三角形的内角和"), t(6, "1. 180° 2. 50°")]
TITLE_HEADINGS_LABELS = {("4.1", "1"): "锐角三角形", ("4.1", "2"): "直角三角形", ("4.2", "1"): "180°",
                         ("4.2", "2"): "50°"}

HELD = {"节 lessons as body text, key 第N节": (SECTIONS, SECTIONS_LABELS),
        "lesson and answers in one key block": (INLINE_LESSON, INLINE_LESSON_LABELS),
        "key headings are lesson titles": (TITLE_HEADINGS, TITLE_HEADINGS_LABELS)}
