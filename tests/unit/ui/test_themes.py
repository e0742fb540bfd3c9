"""Looks (issue 28): every text colour of both themes reads at WCAG AA (4.5:1) on
every background the screens use, computed from the theme's own colours (relative
luminance, as WCAG 2.1 defines it); dim text (blended towards the background as
Textual draws it) and the terminal colours rows use ("red", "yellow") too. And the
one theme switch is remembered in the machine settings."""

from __future__ import annotations

import pytest
from textual.color import Color
from textual.constants import DIM_FACTOR
from textual.widgets import OptionList

from tests.unit.ui.conftest import SIZE, AppFactory, run, settle
from vaultmind.home import home_dir
from vaultmind.settings_write import _with_setting
from vaultmind.ui.themes import DARK, LIGHT

AA = 4.5
TEXT = ("foreground", "text-muted", "text-primary", "text-accent", "text-warning",
        "text-success", "text-error", "footer-key-foreground",
        "footer-description-foreground")  # fmt: skip
GROUNDS = ("background", "surface", "panel", "footer-background")
ANSI = {"red": 1, "green": 2, "yellow": 3, "cyan": 6}  # the Rich colours rows are styled in


def luminance(colour: Color) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b)


def contrast(a: Color, b: Color) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def solid(value: str, under: Color) -> Color:
    """A colour as drawn: one with alpha is blended over what is under it; `auto 60%`
    is Textual's black or white, whichever reads on `under`, at that alpha."""
    if value.startswith("auto"):
        alpha = float(value.split()[1].rstrip("%")) / 100 if " " in value else 1.0
        colour = under.get_contrast_text(alpha)
    else:
        colour = Color.parse(value)
    return under.blend(colour.with_alpha(1.0), colour.a) if colour.a < 1 else colour


@pytest.mark.parametrize("theme", [DARK, LIGHT])
def test_every_text_colour_passes_aa(make_app: AppFactory, theme: str) -> None:
    app = make_app()
    app.theme = theme
    variables = app.get_css_variables()
    page = Color.parse(variables["background"])
    failing = []
    for ground in GROUNDS:
        under = solid(variables[ground], page)
        shown = {name: solid(variables[name], under) for name in TEXT}
        shown["dim foreground"] = under.blend(shown["foreground"], DIM_FACTOR)
        for name, index in ANSI.items():
            triplet = app.ansi_theme.ansi_colors[index]
            shown[f"ansi {name}"] = Color(*triplet)
        failing += [f"{name} on {ground}: {contrast(colour, under):.2f}"
                    for name, colour in shown.items() if contrast(colour, under) < AA]  # fmt: skip
    cursor = solid(variables["block-cursor-background"], page)
    if contrast(solid(variables["block-cursor-foreground"], cursor), cursor) < AA:
        failing.append("block-cursor-foreground on block-cursor-background")
    assert not failing, failing


@pytest.mark.parametrize("theme", [DARK, LIGHT])
def test_a_list_s_headings_read_as_text(make_app: AppFactory, theme: str) -> None:
    """Today's section titles are options nobody selects, drawn as the list draws them."""

    async def scenario() -> None:
        app = make_app()
        app.theme = theme
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            listing = app.screen.query_one(OptionList)
            heading = listing.get_component_rich_style("option-list--option-disabled")
            ground = listing.styles.background
            assert heading.color is not None
            drawn = Color.from_rich_color(heading.color)
            under = app.screen.styles.background.blend(ground, ground.a)
            assert contrast(drawn, under) >= AA, contrast(drawn, under)

    run(scenario())


def test_the_theme_switch_is_remembered(make_app: AppFactory) -> None:
    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            assert app.theme == DARK
            await pilot.press("ctrl+t")
            await settle(app, pilot)
            assert app.theme == LIGHT
        assert 'theme = "light"' in (home_dir() / "settings.toml").read_text("utf-8")
        again = make_app()
        async with again.run_test(size=SIZE) as pilot:
            assert again.theme == LIGHT

    run(scenario())


def test_a_screen_away_during_the_switch_comes_back_in_the_new_theme(
    make_app: AppFactory,
) -> None:
    """A screen in front again is restyled only when the styles could differ (issue 28's
    key speed): a theme switched while Today was behind Search still reaches Today."""

    async def scenario() -> None:
        app = make_app()
        async with app.run_test(size=SIZE) as pilot:
            await settle(app, pilot)
            today = app.screen
            dark = today.query_one(OptionList).get_component_rich_style(
                "option-list--option-disabled")  # fmt: skip
            await pilot.press("slash")
            await settle(app, pilot)
            assert app.screen is not today
            await pilot.press("ctrl+t")
            await pilot.press("escape", "t")
            await settle(app, pilot)
            assert app.screen is today and app.theme == LIGHT
            light = today.query_one(OptionList).get_component_rich_style(
                "option-list--option-disabled")  # fmt: skip
            assert light.color != dark.color
            want = app.current_theme.foreground
            assert light.color is not None and want is not None
            assert Color.from_rich_color(light.color) == Color.parse(want)

    run(scenario())


def test_the_setting_is_written_in_place_keeping_the_user_s_lines() -> None:
    mine = '# my settings\nmodel = "x.gguf"\n\n[keys]\nsearch = "ctrl+f"\n'
    added = _with_setting(mine, "theme", "light")
    assert added == 'theme = "light"\n' + mine
    assert _with_setting(added, "theme", "dark") == 'theme = "dark"\n' + mine
    table_only = '[keys]\ntheme = "ctrl+t"\n'  # a key of a table is not the setting
    assert _with_setting(table_only, "theme", "dark") == 'theme = "dark"\n' + table_only
