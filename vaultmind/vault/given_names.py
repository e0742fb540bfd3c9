"""Given names as people say them: a diminutive is the full name (Саша is Oleksandr),
and one name spelt in another script or language's way is the same name (Kowalczyk
is Ковальчик, Natalia is Наталья).

Both are rules of structure, not guesses: a first name alone still decides nothing
(`person_names` asks for the surname too). `sound_key` folds the spellings that
transliteration tables disagree on (Polish cz/sz/w, Ukrainian и/і/ий, y/i/j, h/g);
`GROUPS` lists the names that are one name in Russian, Ukrainian, Polish and English,
with their everyday short forms. A name not in the table is only itself."""

from __future__ import annotations

import re
from functools import cache

from vaultmind.vault.slug import slugify
from vaultmind.vault.text import nfc

# One line per name: its full forms in each language, then its short forms. A short
# form of two names (Саша: Александр and Александра) is in both lines.
GROUPS = """
александр олександр aleksander alexander alexandr саша sasha шура alex алекс саня olek
александра олександра aleksandra alexandra саша sasha ola оля alex
алексей олексій aleksei alexei alexey aleksy лёша лёха lyosha alyosha алёша
сергей сергій serhii serhiy sergei sergey серёжа serezha seryozha серж
дмитрий дмитро dmytro dmitri dmitry dmitrij дима dima митя mitya
екатерина катерина kateryna ekaterina katarzyna catherine katherine катя katya kasia kate katie
наталья наталия наталія natalia nataliya natalya natalie наташа natasha ната nata
евгений євген yevhen yevgeny evgeny eugene женя zhenya
евгения євгенія yevheniia evgenia eugenia женя zhenya
михаил михайло mykhailo mikhail michael michał миша misha мишко mike
андрей андрій andrii andriy andrei andrey andrew andrzej андрюша andy
иван іван ivan jan john ваня vanya janek johnny
ольга olga olha оля olya ola
татьяна тетяна tetiana tatiana tatyana таня tanya
юлия юлія yuliia yulia julia iuliia юля yulya julka
мария марія mariia maria mariya mary маша masha marysia
анна ганна hanna anna ann аня anya ania annie
елена олена olena elena helen helena лена lena
ирина ірина iryna irina ира ira
виктория вікторія viktoriia viktoria victoria wiktoria вика vika vicky
владимир володимир volodymyr vladimir włodzimierz вова vova володя volodya
николай микола mykola nikolai nikolay mikołaj nicholas коля kolya nick
павел павло pavlo pavel paweł paul паша pasha
пётр петро petro pyotr piotr peter петя petya piotrek pete
константин костянтин kostiantyn konstantin konstanty костя kostya
анастасия анастасія anastasiia anastasia настя nastya
светлана світлана svitlana svetlana света sveta
людмила liudmyla lyudmila люда lyuda
вячеслав вʼячеслав viacheslav vyacheslav wiaczesław слава slava
ярослав yaroslav jarosław слава slava ярик
юрий юрій yurii yuri yury jerzy юра yura
георгий george жора
роман roman рома roma
максим maksym maxim maksim макс maks max
артём артем artem artyom тёма
илья ілля illia ilya
кирилл кирило kyrylo kirill
антон anton anthony тоша tony
олег oleh oleg
игорь ігор ihor igor
василий василь vasyl vasily вася vasya
богдан bohdan
тарас taras
марина maryna marina
оксана oksana
галина halyna galina галя galya
дарья дарія daria darya даша dasha
ксения ксенія kseniia ksenia ксюша ksyusha
полина polina поля
софия софья софія sofia sofiia zofia sophia соня sonya zosia sophie
елизавета єлизавета elizaveta elizabeth elżbieta лиза liza ela liz beth
маргарита margarita margaret małgorzata рита rita gosia maggie
надежда nadia надя nadya
станислав stanislav stanisław стас stas staszek
даниил данила daniel danylo даня danya dan danny
иосиф осип józef joseph joe
матвей mateusz matthew matt
фёдор федір fedir fedor теодор
томаш tomasz thomas tom tomek
кшиштоф krzysztof christopher chris krzyś
войцех wojciech wojtek
якуб jakub jacob kuba jake
гжегож grzegorz gregory greg grzesiek
йоанна joanna asia joasia
магдалена magdalena magda
барбара barbara basia
бартломей bartłomiej bartek
пшемыслав przemysław przemek
лукаш łukasz lukas luke
уильям william bill will
роберт robert bob rob
ричард richard rick
джеймс james jim jimmy
бенджамин benjamin ben
сэмюэл samuel sam
стивен steven stephen steve степан stepan stefan
тимоти timothy tim
джессика jessica jess
ребекка rebecca becky
"""

_TO = (("szcz", "shch"), ("cz", "ch"), ("sz", "sh"), ("rz", "zh"), ("w", "v"), ("x", "ks"),
       ("kh", "h"), ("ph", "f"), ("j", "y"), ("ʼ", ""), ("'", ""))  # fmt: skip
_H = re.compile(r"(?<![szc])h")  # Ukrainian Г is h: Olha is Olga, Hanna is Ганна
_DOUBLE = re.compile(r"(.)\1+")


def word_key(word: str) -> str:
    """A word as names are compared: transliterated, case-folded, ё as е."""
    folded = nfc(word).casefold().replace("ё", "е")
    return slugify(folded) if any(c.isalnum() for c in folded) else ""


@cache
def sound_key(key: str) -> str:
    """`key` (a `word_key`) with the spellings transliterations disagree on folded:
    Kowalczyk and Ковальчик, Nataliya and Natalia, Serhii and Сергей."""
    for old, new in _TO:
        key = key.replace(old, new)
    key = _DOUBLE.sub(r"\1", _H.sub("g", key).replace("y", "i"))
    return key[:-2] + "i" if key.endswith("ei") and len(key) > 3 else key


def _groups() -> dict[str, frozenset[int]]:
    found: dict[str, set[int]] = {}
    for number, line in enumerate(GROUPS.strip().splitlines()):
        for name in line.split():
            found.setdefault(sound_key(word_key(name)), set()).add(number)
    return {key: frozenset(numbers) for key, numbers in found.items()}


_GROUP_OF = _groups()


def given_keys(key: str) -> frozenset[str]:
    """What a first name (a `word_key`) can be equal through: its sound, and the name
    lines of the table it is on."""
    sound = sound_key(key)
    return frozenset({sound, *(f"#{n}" for n in _GROUP_OF.get(sound, ()))})


def same_given(one: str, other: str) -> bool:
    return bool(given_keys(one) & given_keys(other))


@cache
def _lines() -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(line.split()) for line in GROUPS.strip().splitlines())


def other_forms(word: str) -> tuple[str, ...]:
    """The table's other forms of a given name («лена»: «елена», "olena", "lena"…),
    for finding a person by the name a chat calls them; () for a word not in it, or
    on two lines (Оля is Ольга or Александра: which one, the table cannot say)."""
    lines = _GROUP_OF.get(sound_key(word_key(word)), frozenset())
    if len(lines) != 1:
        return ()
    folded = word.casefold().replace("ё", "е")
    return tuple(name for name in _lines()[min(lines)] if name != folded)
