"""Cards of the 6.1-6.2 supplement have no official English name (the reference gives Chinese
only and an identifier derived from code): the card file names them by that identifier and
marks them `no_official_name`; every English name a user sees says the name is missing."""
import pytest

from gicc.runtime.catalog import NO_OFFICIAL_EN, describe_all

from support import REF

MARKED = NO_OFFICIAL_EN + " Noblesse Oblige"


def test_cards_json_marks_the_english_name_missing(lib, names):
    items = {i["id"]: i for i in describe_all(lib, names)}
    assert items[312041]["name"] == "Noblesse Oblige"            # the identifier, as decks name it
    assert items[312041]["names"]["en"] == MARKED
    assert items[312041]["names"]["zh_hans"] == "昔日宗室之仪"
    assert items[312041]["names"]["ja"] is None                   # none in the reference: never invented
    assert items[311101]["names"]["en"] == "Magic Guide"          # an official name is left alone


def test_card_text_and_docs_pages_show_it_marked():
    from gicc.compiler.cardtext import library
    from gicc.compiler.docs import pages
    ct, _ = library()
    card = ct.lookup(312041)
    assert ct.name(card, "en") == MARKED
    assert ct.name(card, "zh_hans") == "昔日宗室之仪"
    # the entity it creates is named in its text by the marked name too
    assert NO_OFFICIAL_EN + " Noblesse Oblige In Effect" in ct.render(card, "en").text
    page = next(p for p in pages(ct, {}) if p.d.id == 312041)
    assert page.names["en"] == MARKED


def test_gicc_cards_lists_the_marked_name(capsys):
    from gicc.compiler.cli import main
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    assert main(["cards", str(root / "cards/actions/312041-noblesse-oblige.card")]) == 0
    out = capsys.readouterr().out
    assert MARKED in out


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_i18n_and_facts_read_the_supplement():
    from gicc.compiler.facts import load_reference
    from gicc.compiler.i18n_sync import reference_names
    assert reference_names(REF)[312041]["zh_hans"] == "昔日宗室之仪"
    ref = load_reference(REF)
    assert ref[312041]["cost"] == [{"type": "unaligned", "count": 3}]
    assert 133085 not in ref                      # a reserved placeholder is no card
    assert ref[311101]["names"]["en"] == "Magic Guide"      # the 6.0 tables still there


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_check_reference_asks_for_the_mark(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    src = (root / "cards/actions/312041-noblesse-oblige.card").read_text(encoding="utf-8")
    card = tmp_path / "312041-noblesse-oblige.card"
    card.write_text(src.replace("  no_official_name\n", "", 1), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "check", "--reference", str(REF),
                        str(card)], capture_output=True, text=True)
    assert "E0680" in r.stdout + r.stderr
