"""An option's Latin words are named by a page only as whole words (decision 0323)."""
from f.common.answer.options import verdict

PAGE = ("The assembler moves each value into a register before the loop. Implanted pacemakers "
        "are Class III devices, and smart  contact lenses are not yet cleared.")


def test_a_latin_word_inside_a_longer_word_is_not_named():
    assert verdict(["MOV"], [PAGE], {})[0] == "not_found"  # `moves` is no MOV instruction
    assert verdict(["MOV"], [PAGE.replace("moves", "uses MOV to move")], {})[0] == "supported"


def test_plurals_spacing_and_case_still_name_the_word():
    assert verdict(["pacemaker"], [PAGE], {})[0] == "supported"
    assert verdict(["Smart contact lenses"], [PAGE], {})[0] == "supported"
    assert verdict(["register", "loop"], [PAGE], {}, ["assembler"])[0] == "supported"
    assert verdict(["register"], [PAGE], {}, ["ASM"])[0] == "not_found"  # the stem's subject absent


def test_chinese_words_match_as_written():
    assert verdict(["数量积"], ["两个向量的数量积是一个实数。"], {})[0] == "supported"
