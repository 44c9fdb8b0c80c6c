"""Twenty-second round (0791): a geometry question's label of three or four capitals (角APD) that
shares a letter with a point or a segment it names (点P) is its figure's label, not a concept: the
books print labels letter by letter inside formulas ($\\angle A P D$), so no page reading finds the
run and it stood as the missing subject of an answerable question. An acronym stays a concept."""
from f.common.answer.plan import _figure_label, concepts


def test_a_label_beside_a_point_of_the_figure_is_no_concept():
    question = "正方形外头有个点P，角APD是45度，那题要证哪个角也是45度？"
    assert _figure_label(question, "apd")
    assert "apd" not in [c.lower() for c in concepts(question)]
    assert "正方形" in concepts(question)
    # ... beside a segment sharing a letter (AD=3)
    assert _figure_label("角ADC是30度，AD=3，BD多长？", "adc")


def test_an_acronym_stays_a_concept():
    # no point or segment beside it, or only another three-letter run (DNA beside RNA)
    assert not _figure_label("比较 DNA 与 RNA 在化学组成上的区别。", "dna")
    assert "dna" in [c.lower() for c in concepts("比较 DNA 与 RNA 在化学组成上的区别。")]
    assert not _figure_label("老师说JVM的G1垃圾收集器要调优，书里是怎么讲的？", "jvm")
    assert not _figure_label("那道题里三角形XYZ的面积最后得多少？", "xyz")
    # a run with a repeated letter is no label of distinct points (DD_KMV's DD is no segment here)
    assert not _figure_label("手册里MVCC和MV有啥区别？", "mvcc")
