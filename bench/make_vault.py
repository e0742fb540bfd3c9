"""Deterministic synthetic vault generator for VaultMind benchmarks.

``python -m bench.make_vault --notes 10000 --out PATH [--seed 42]`` writes an
Obsidian-compatible vault in the VaultMind format (see ``DESIGN.md``, "The vault
format"): about 10 % ``People/``, 10 % ``Projects/``, 10 % ``Knowledge/`` notes and
the rest ``Daily/YYYY-MM-DD.md`` notes of mixed Russian and English text with
wiki-links in all Obsidian forms, typed memory lines, relations, Tasks-plugin task
lines, tags, a few embedded attachments and ``vaultmind.toml``.

Everything is drawn from one ``random.Random(seed)``, so the same seed and note
count always give byte-identical files.  Every link points to a note that exists.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

# --------------------------------------------------------------------------- words

RU_MALE = [
    ("Дмитрий", "Дима"),
    ("Алексей", "Лёша"),
    ("Сергей", "Серёжа"),
    ("Андрей", "Андрюша"),
    ("Михаил", "Миша"),
    ("Иван", "Ваня"),
    ("Николай", "Коля"),
    ("Павел", "Паша"),
    ("Александр", "Саша"),
    ("Владимир", "Вова"),
    ("Евгений", "Женя"),
    ("Константин", "Костя"),
    ("Артём", "Тёма"),
    ("Игорь", "Игорёк"),
    ("Олег", "Олежка"),
    ("Роман", "Рома"),
    ("Виктор", "Витя"),
    ("Юрий", "Юра"),
    ("Григорий", "Гриша"),
    ("Максим", "Макс"),
    ("Илья", "Илюша"),
    ("Тимофей", "Тима"),
    ("Степан", "Стёпа"),
    ("Фёдор", "Федя"),
]
RU_FEMALE = [
    ("Анна", "Аня"),
    ("Мария", "Маша"),
    ("Елена", "Лена"),
    ("Ольга", "Оля"),
    ("Наталья", "Наташа"),
    ("Татьяна", "Таня"),
    ("Ирина", "Ира"),
    ("Екатерина", "Катя"),
    ("Светлана", "Света"),
    ("Юлия", "Юля"),
    ("Дарья", "Даша"),
    ("Ксения", "Ксюша"),
    ("Алина", "Аля"),
    ("Вера", "Верочка"),
    ("Полина", "Поля"),
    ("Софья", "Соня"),
    ("Людмила", "Люда"),
    ("Галина", "Галя"),
    ("Марина", "Мариша"),
    ("Евгения", "Женя"),
]
RU_SURNAMES = (
    "Кузнецов Смирнов Иванов Попов Соколов Лебедев Козлов Новиков Морозов Петров "
    "Волков Соловьёв Васильев Зайцев Павлов Семёнов Голубев Виноградов Богданов "
    "Воробьёв Фёдоров Михайлов Беляев Тарасов Белов Комаров Орлов Киселёв Макаров "
    "Андреев Ковалёв Ильин Гусев Титов Кузьмин Баранов Куликов Алексеев Степанов "
    "Яковлев Сорокин Романов Захаров Борисов Королёв Медведев Никитин Жуков Фролов "
    "Крылов Маковский Вишневский Покровский Садовский Шевченко Коваленко Бондаренко"
).split()
EN_MALE = (
    "James John Robert Michael David William Richard Thomas Daniel Mark "
    "Paul Kevin Brian George Edward Peter"
).split()
EN_FEMALE = (
    "Maria Emma Olivia Sophia Laura Sarah Emily Julia Linda Karen Helen "
    "Grace Chloe Lucy Rachel Hannah"
).split()
EN_SURNAMES = (
    "Lopez Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez "
    "Martinez Wilson Anderson Taylor Moore Jackson Martin Lee Thompson White "
    "Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill "
    "Green Adams Baker Nelson Carter Mitchell Roberts Turner Parker"
).split()
POSITIONS = [
    "Senior developer",
    "Team lead",
    "Product manager",
    "Руководитель отдела закупок",
    "Главный бухгалтер",
    "QA engineer",
    "Менеджер по работе с клиентами",
    "CTO",
    "Head of sales",
    "Специалист по логистике",
    "Data analyst",
    "HR business partner",
    "Инженер-технолог",
    "Project manager",
    "Юрист",
    "Support engineer",
    "Кладовщик",
    "Финансовый директор",
    "DevOps engineer",
    "Office manager",
]

KNOWLEDGE_BASES: dict[str, list[str]] = {
    "product": [
        "Atlas CRM",
        "Internal CRM",
        "Billing",
        "Mobile App",
        "Платформа Квант",
        "API Gateway",
        "Аналитика продаж",
        "Client Portal",
        "Сфера ERP",
    ],
    "process": [
        "Закупка",
        "Onboarding",
        "Согласование договоров",
        "Release process",
        "Инвентаризация",
        "Code review",
        "Приёмка товара",
        "Incident response",
    ],
    "regulation": [
        "Политика ИБ",
        "GDPR compliance",
        "Регламент закупок",
        "Travel policy",
        "Положение о премировании",
        "Data retention policy",
        "Охрана труда",
    ],
    "role": [
        "Менеджер проекта",
        "Team lead role",
        "Главный бухгалтер роль",
        "QA role",
        "Product owner",
        "Системный администратор",
        "Дежурный инженер",
    ],
    "location": [
        "Офис",
        "Склад",
        "Warehouse",
        "Data center",
        "Производственный цех",
        "Showroom",
        "Переговорная",
    ],
    "customer": [
        "Альфа-Трейд",
        "Acme Corp",
        "Globex",
        "Initech",
        "Бета-Строй",
        "Umbrella Retail",
        "Гамма Логистик",
        "Hooli",
    ],
    "supplier": [
        "ТехноСнаб",
        "Office Supply Co",
        "ПромДеталь",
        "Cloudline Hosting",
        "МеталлИнвест",
        "ЭлектроКомплект",
        "Northwind Traders",
    ],
    "equipment": [
        "Станок ЧПУ",
        "Forklift",
        "Сервер",
        "3D printer",
        "Компрессор",
        "Barcode scanner",
        "Упаковочная линия",
    ],
    "department": [
        "Отдел продаж",
        "Finance",
        "Бухгалтерия",
        "Engineering",
        "Логистика",
        "HR",
        "Служба качества",
        "Customer support",
    ],
    "concept": [
        "OKR",
        "Unit economics",
        "Бережливое производство",
        "Technical debt",
        "SLA",
        "Канбан",
        "Customer journey",
    ],
}
KNOWLEDGE_TYPES = list(KNOWLEDGE_BASES)
QUALIFIERS = [
    "Москва",
    "Казань",
    "Новосибирск",
    "Екатеринбург",
    "Самара",
    "Тверь",
    "Пермь",
    "Воронеж",
    "Уфа",
    "Омск",
    "North",
    "South",
    "East",
    "West",
    "EU",
    "Asia",
    "B2B",
    "B2C",
    "Retail",
    "Wholesale",
    "2024",
    "2025",
    "2026",
    "Pro",
    "Lite",
    "Alpha",
    "Beta",
    "Next",
    "Legacy",
    "Cloud",
]
TYPE_DESC: dict[str, list[str]] = {
    "product": ["Наш основной продукт для клиентов.", "Internal product used by sales."],
    "process": ["Описание процесса и ответственных.", "How the process works, step by step."],
    "regulation": ["Внутренний регламент, обязателен к исполнению.", "Company-wide policy."],
    "role": ["Роль в оргструктуре.", "A role with clear responsibilities."],
    "location": ["Площадка компании.", "One of our sites."],
    "customer": ["Ключевой клиент, договор продлевается ежегодно.", "Key account."],
    "supplier": ["Поставщик комплектующих, договор до конца года.", "A regular supplier."],
    "equipment": ["Оборудование на балансе компании.", "Equipment that needs maintenance."],
    "department": ["Подразделение компании.", "A department of the company."],
    "concept": ["Понятие, которое мы используем в планировании.", "A concept we rely on."],
}
# source type -> [(relation, preferred target types)]
KNOWLEDGE_RELATIONS: dict[str, list[tuple[str, tuple[str, ...]]]] = {
    "product": [("depends_on", ("product", "equipment")), ("part_of", ("department",))],
    "process": [("part_of", ("department",)), ("depends_on", ("equipment", "product"))],
    "regulation": [("regulates", ("process", "role"))],
    "role": [("part_of", ("department",))],
    "location": [("related_to", ("department", "equipment"))],
    "customer": [("related_to", ("product",))],
    "supplier": [("supplies", ("product", "equipment"))],
    "equipment": [("located_at", ("location",))],
    "department": [("located_at", ("location",)), ("owns", ("product", "process"))],
    "concept": [("related_to", ("process", "concept"))],
}

PROJECT_RU = (
    ["Миграция", "Запуск", "Аудит", "Внедрение", "Обновление", "Оптимизация"],
    [
        "CRM",
        "склада",
        "отчётности",
        "портала",
        "ERP",
        "закупок",
        "бюджета",
        "поставок",
        "сайта",
        "мобильного приложения",
    ],
)
PROJECT_EN = (
    ["Rollout of", "Redesign of", "Migration of", "Launch of", "Audit of", "Cleanup of"],
    [
        "billing",
        "onboarding",
        "data warehouse",
        "supplier portal",
        "SLA reports",
        "release pipeline",
        "customer support",
        "pricing",
        "inventory",
        "intranet",
    ],
)
QUARTERS = [
    "Q1 2025",
    "Q2 2025",
    "Q3 2025",
    "Q4 2025",
    "Q1 2026",
    "Q2 2026",
    "Q3 2026",
    "Q4 2026",
    "Q1 2027",
    "Q2 2027",
    "H1 2026",
    "H2 2026",
    "2026",
    "2027",
    "v2",
    "фаза 1",
    "фаза 2",
    "pilot",
]

RU_SENTENCES = [
    "{p} {g:обещал|обещала} подготовить {doc_acc} до {date_ru}.",
    "Обсудили с {p} сроки релиза {k}.",
    "Поставщик {k} снова сорвал срок поставки, {p} {g:обещал|обещала} разобраться.",
    "Договор с {k} на согласовании, срок подписания — {date_ru}.",
    "{p} {g:прислал|прислала} обновлённый {doc_acc} по проекту {pr}.",
    "На встрече с {p} и {p} обсуждали {pr}.",
    "Нужно напомнить {p} про {doc_acc}, срок истекает {date_ru}.",
    "Релиз {k} перенесли из-за проблем с поставщиками.",
    "{p} {g:сказал|сказала}, что отчёты по {pr} будут готовы к пятнице.",
    "Сроки по {pr} горят, обещания поставщиков не выполняются.",
    "Созвонились с поставщиком {k}: договорились о новых сроках.",
    "{p} {g:пообещал|пообещала} выслать договоры до конца недели.",
    "В отчёте по {k} нашли ошибки, {p} всё исправит.",
    "Планёрка: статус {pr}, риски по срокам, {doc_pl} за месяц.",
    "Подписали договор с поставщиком {k}.",
    "{p} {g:взял|взяла} на себя подготовку отчёта для {k}.",
    "Сорвался срок по {doc_dat}, {p} {g:обещал|обещала} закрыть вопрос завтра.",
    "Поставщики жалуются на задержки оплаты по договорам.",
    "Обновили регламент, подробности в {k}.",
    "Ретро по релизу {pr} прошло спокойно, {p} {g:записал|записала} выводы.",
    "Встреча с {p}: обсудили бюджет и сроки по {pr}.",
    "Продолжение обсуждения — в {day}.",
    "{p} {g:перенёс|перенесла} встречу с поставщиком на {date_ru}.",
    "Отчёты поставщиков проверены, договоры отправлены в {k}.",
    "Обещанные сроки по {pr} опять сдвинулись.",
]
EN_SENTENCES = [
    "{p} promised to send the {doc} by {date_en}.",
    "Meeting with {p} about the {k} release.",
    "The supplier missed the deadline again, see {pr}.",
    "{p} is promising a fixed {doc} before the release.",
    "We reviewed the supplier contracts with {p}.",
    "Deadlines for {pr} slipped by a week.",
    "Reminder: {p} owes us the quarterly reports.",
    "Released {k} to production after the meeting.",
    "{p} and {p} will handle the {doc} for {k}.",
    "The release of {pr} depends on {k}.",
    "Supplier meetings moved to Thursdays.",
    "Discussed deadlines, reports and contracts with {p}.",
    "{p} promised that the supplier will deliver by {date_en}.",
    "Follow up with {p} on the signed contract.",
    "Reporting for {k} is late again.",
    "Releasing {pr} requires sign-off from {p}.",
    "Context from {day} still applies.",
    "{p} reported that {k} is blocked by the supplier.",
]
FILLER_SENTENCES = [
    "Утром разбирал почту и отчёты.",
    "Много встреч, мало времени на работу.",
    "Договорились созваниваться по вторникам.",
    "Срок по отчётам — конец месяца.",
    "Поставщики снова подняли цены.",
    "Надо пересмотреть сроки релизов.",
    "Busy day, mostly meetings.",
    "The release checklist needs an update.",
    "Deadlines are tight this week.",
    "Nobody promised anything concrete yet.",
    "Supplier invoices are piling up.",
    "Reports look fine so far.",
]
WORDS: dict[str, list[str]] = {
    "doc_acc": ["отчёт", "договор", "счёт", "акт сверки", "план релиза", "бюджет"],
    "doc_dat": ["отчёту", "договору", "счёту", "акту сверки", "плану релиза", "бюджету"],
    "doc_pl": ["отчёты", "договоры", "счета", "акты", "планы поставок"],
    "doc": ["report", "contract", "invoice", "release notes", "budget", "supplier report"],
}
TAGS = [
    "meeting",
    "supplier",
    "release",
    "report",
    "deadline",
    "договор",
    "поставщик",
    "отчёт",
    "релиз",
    "risk",
    "hiring",
    "budget",
    "project/alpha",
    "1on1",
]
RU_MONTHS = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]
EN_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

MEMORY_TEXTS: dict[str, list[str]] = {
    "fact": [
        "Works here since {year}",
        "Работает в компании с {year} года",
        "Отвечает за договоры с поставщиками",
        "Has two kids",
        "Живёт в Подмосковье",
        "Speaks German",
    ],
    "trait": [
        "Пунктуальный, всегда приходит вовремя",
        "Detail-oriented",
        "Любит спорить на встречах",
        "Calm under pressure",
        "Часто опаздывает со сроками",
    ],
    "commitment": [
        "Finish the report",
        "Подготовить договор с поставщиком",
        "Send the supplier report",
        "Прислать отчёт за квартал",
        "Prepare the release plan",
        "Согласовать сроки релиза",
    ],
    "context": [
        "В отпуске до {date}",
        "Moved to the new office",
        "Сейчас на больничном",
        "Busy with the audit until {date}",
        "Переходит в другой отдел",
    ],
    "preference": [
        "No calls after 16:00",
        "Предпочитает общаться в Telegram",
        "Prefers written reports",
        "Не любит созвоны по утрам",
    ],
}
MEMORY_KINDS = list(MEMORY_TEXTS)
PERSON_BIO = [
    "Работает с нами давно и хорошо знает {k}.",
    "Works closely with {p} on {pr}.",
    "Обычно на связи в Telegram, по срочным вопросам лучше звонить.",
    "Ведёт переговоры с поставщиком {k}.",
    "Joined after the {k} release.",
    "Отвечает за отчёты по {pr}.",
]
TASK_TEXTS = [
    "Подготовить отчёт для поставщика",
    "Согласовать договор с {k}",
    "Send the release notes",
    "Review supplier contracts",
    "Обновить сроки в плане",
    "Schedule a meeting with {p}",
    "Проверить счета от {k}",
    "Write the status report",
    "Обсудить бюджет с {p}",
    "Fix the deadline in {k}",
]
ATTACHMENTS = [
    "diagram.png",
    "architecture.png",
    "org-chart.png",
    "roadmap.png",
    "contract-scan.png",
    "whiteboard.png",
]
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567"
TRANSLIT = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
        "a b v g d e yo zh z i y k l m n o p r s t u f kh ts ch sh shch - y - e yu ya".split(),
        strict=True,
    )
)
TRANSLIT.update({"ъ": "", "ь": ""})
START_DAY = date(2026, 12, 1)
FLAT_DAILY_FROM_YEAR = 2024
SLOT = re.compile(r"\{([a-z_]+)(?::([^}]*))?\}")

# --------------------------------------------------------------------------- plan


@dataclass
class Note:
    """One planned note: where it lives and what links to it may use."""

    title: str
    folder: str
    kind: str
    aliases: list[str] = field(default_factory=list)
    female: bool = False
    headings: tuple[str, ...] = ()
    memory_ids: list[str] = field(default_factory=list)

    @property
    def relpath(self) -> str:
        """Vault-relative path without the ``.md`` extension."""
        return f"{self.folder}/{self.title}"


@dataclass
class Plan:
    """All notes of the vault, planned before any text is written."""

    people: list[Note]
    projects: list[Note]
    knowledge: list[Note]
    daily: list[Note]

    def by_type(self, kind: str) -> list[Note]:
        """Knowledge notes of one type."""
        return [n for n in self.knowledge if n.kind == kind]


class TitleRegistry:
    """Hands out vault-unique titles (case-insensitive), adding ``" 2"``, ``" 3"``..."""

    def __init__(self) -> None:
        self._seen: set[str] = set()

    def claim(self, base: str) -> str:
        title, n = base, 2
        while title.casefold() in self._seen:
            title, n = f"{base} {n}", n + 1
        self._seen.add(title.casefold())
        return title


def split_counts(notes: int) -> tuple[int, int, int, int]:
    """People, projects, knowledge and daily counts for ``notes`` notes in total."""
    tenth = notes // 10
    people = max(1, tenth)
    return people, tenth, tenth, notes - people - 2 * tenth


def translit(text: str) -> str:
    """Latin spelling of a Cyrillic name, word by word capitalised."""
    out = "".join(TRANSLIT.get(ch.lower(), ch) for ch in text)
    return " ".join(w[:1].upper() + w[1:] for w in out.split(" "))


def female_surname(surname: str) -> str:
    if surname.endswith("ский"):
        return surname[:-2] + "ая"
    if surname.endswith(("ов", "ев", "ёв", "ин")):
        return surname + "а"
    return surname


def russian_person(rng: random.Random) -> tuple[str, list[str], bool]:
    female = rng.random() < 0.45
    first, short = rng.choice(RU_FEMALE if female else RU_MALE)
    surname = rng.choice(RU_SURNAMES)
    surname = female_surname(surname) if female else surname
    return f"{first} {surname}", [short, translit(f"{first} {surname}")], female


def english_person(rng: random.Random) -> tuple[str, list[str], bool]:
    female = rng.random() < 0.5
    first = rng.choice(EN_FEMALE if female else EN_MALE)
    surname = rng.choice(EN_SURNAMES)
    return f"{first} {surname}", [first, f"{first[0]}. {surname}"], female


def new_memory_id(rng: random.Random, used: set[str]) -> str:
    while True:
        mid = "m-" + "".join(rng.choice(ID_ALPHABET) for _ in range(6))
        if mid not in used:
            used.add(mid)
            return mid


def plan_people(rng: random.Random, count: int, titles: TitleRegistry) -> list[Note]:
    people: list[Note] = []
    used_ids: set[str] = set()
    for _ in range(count):
        maker = russian_person if rng.random() < 0.6 else english_person
        base, aliases, female = maker(rng)
        ids = [new_memory_id(rng, used_ids) for _ in range(rng.randint(2, 5))]
        people.append(
            Note(
                titles.claim(base),
                "People",
                "person",
                aliases,
                female,
                ("Memory", "Relations"),
                ids,
            )
        )
    return people


def plan_projects(rng: random.Random, count: int, titles: TitleRegistry) -> list[Note]:
    projects: list[Note] = []
    for _ in range(count):
        verbs, objects = PROJECT_RU if rng.random() < 0.5 else PROJECT_EN
        base = f"{rng.choice(verbs)} {rng.choice(objects)} {rng.choice(QUARTERS)}"
        projects.append(Note(titles.claim(base), "Projects", "project", headings=("Tasks",)))
    return projects


def plan_knowledge(rng: random.Random, count: int, titles: TitleRegistry) -> list[Note]:
    notes: list[Note] = []
    for i in range(count):
        kind = KNOWLEDGE_TYPES[i % len(KNOWLEDGE_TYPES)]
        base = rng.choice(KNOWLEDGE_BASES[kind])
        if rng.random() < 0.85:
            base = f"{base} {rng.choice(QUALIFIERS)}"
        notes.append(Note(titles.claim(base), "Knowledge", kind, headings=("Relations",)))
    return notes


def plan_daily(count: int) -> list[Note]:
    """Consecutive days backwards from START_DAY; older years go to ``Daily/YYYY/``."""
    notes: list[Note] = []
    for i in range(count):
        day = START_DAY - timedelta(days=i)
        folder = "Daily" if day.year >= FLAT_DAILY_FROM_YEAR else f"Daily/{day.year}"
        notes.append(Note(day.isoformat(), folder, "daily"))
    return notes


def make_plan(rng: random.Random, notes: int) -> Plan:
    n_people, n_projects, n_knowledge, n_daily = split_counts(notes)
    titles = TitleRegistry()
    return Plan(
        plan_people(rng, n_people, titles),
        plan_projects(rng, n_projects, titles),
        plan_knowledge(rng, n_knowledge, titles),
        plan_daily(n_daily),
    )


# --------------------------------------------------------------------------- text


class Renderer:
    """Turns planned notes into Markdown text, drawing every choice from ``rng``."""

    def __init__(self, rng: random.Random, plan: Plan) -> None:
        self.rng = rng
        self.plan = plan
        self.female = False
        self.graph_nodes = plan.knowledge + plan.projects
        self.kind_cache = {k: plan.by_type(k) for k in KNOWLEDGE_TYPES}
        self.day_index = {n.title: i for i, n in enumerate(plan.daily)}
        self.today: int | None = None

    # ---- picking targets and writing links

    def pick(self, *pools: list[Note]) -> Note:
        """A random note from the first non-empty pool (people are the last resort)."""
        for pool in (*pools, self.plan.people):
            if pool:
                return self.rng.choice(pool)
        raise AssertionError("a vault always has at least one person")

    def alias_for(self, note: Note) -> str:
        if note.aliases:
            return self.rng.choice(note.aliases)
        if note.kind == "daily":
            return self.rng.choice(["тот день", "that day", "ранее", "earlier"])
        return note.title.lower()

    def link(self, note: Note) -> str:
        r, rng = self.rng.random(), self.rng
        if r < 0.55:
            return f"[[{note.title}]]"
        if r < 0.72:
            return f"[[{note.title}|{self.alias_for(note)}]]"
        if r < 0.84 and note.headings:
            return f"[[{note.title}#{rng.choice(note.headings)}]]"
        if r < 0.95 or not note.memory_ids:
            return f"[[{note.relpath}]]"
        return f"[[{note.title}#^{rng.choice(note.memory_ids)}]]"

    def person_link(self) -> str:
        person = self.pick(self.plan.people)
        self.female = person.female
        if self.rng.random() < 0.2:
            return person.aliases[0]
        return self.link(person)

    def day_link(self) -> str:
        """A link to one of the previous 30 days when writing a Daily note."""
        daily = self.plan.daily
        if self.today is None or self.today + 1 >= len(daily):
            return self.link(self.pick(daily))
        last = min(len(daily), self.today + 31)
        return self.link(daily[self.rng.randrange(self.today + 1, last)])

    # ---- sentences

    def date_between(self, start: date, days: int) -> date:
        return start + timedelta(days=self.rng.randrange(days))

    def slot(self, match: re.Match[str]) -> str:
        name, arg = match.group(1), match.group(2)
        if name == "g":
            return arg.split("|")[1 if self.female else 0]
        if name in WORDS:
            return self.rng.choice(WORDS[name])
        return self.slot_value(name)

    def slot_value(self, name: str) -> str:
        plan, d = self.plan, self.date_between(date(2026, 9, 1), 180)
        values: dict[str, Callable[[], str]] = {
            "p": self.person_link,
            "k": lambda: self.link(self.pick(plan.knowledge)),
            "pr": lambda: self.link(self.pick(plan.projects)),
            "day": self.day_link,
            "date_ru": lambda: f"{d.day} {RU_MONTHS[d.month - 1]}" if d.day % 3 else str(d),
            "date_en": lambda: f"{EN_MONTHS[d.month - 1]} {d.day}" if d.day % 3 else str(d),
            "date": d.isoformat,
            "year": lambda: str(self.rng.randint(2012, 2025)),
        }
        return values[name]()

    def fill(self, template: str) -> str:
        return SLOT.sub(self.slot, template)

    def sentence(self) -> str:
        if self.rng.random() < 0.3:
            return self.rng.choice(FILLER_SENTENCES)
        pool = RU_SENTENCES if self.rng.random() < 0.55 else EN_SENTENCES
        return self.fill(self.rng.choice(pool))

    def paragraph(self, low: int = 2, high: int = 3) -> str:
        return " ".join(self.sentence() for _ in range(self.rng.randint(low, high)))

    # ---- note bodies

    def daily_text(self, note: Note) -> str:
        rng, self.today = self.rng, self.day_index[note.title]
        parts = [f"# {note.title}"]
        parts += [self.paragraph() for _ in range(rng.randint(3, 8))]
        if rng.random() < 0.08:
            parts.insert(rng.randint(2, len(parts)), f"![[{rng.choice(ATTACHMENTS)}]]")
        tags = rng.sample(TAGS, rng.randint(1, 3))
        parts.append(" ".join(f"#{t}" for t in tags))
        return "\n\n".join(parts) + "\n"

    def memory_line(self, person: Note, mid: str) -> str:
        rng = self.rng
        kind = rng.choice(MEMORY_KINDS)
        text = self.fill(rng.choice(MEMORY_TEXTS[kind]))
        fields: list[str] = []
        if kind == "commitment":
            fields.append(f"[due:: {self.date_between(date(2026, 10, 1), 120).isoformat()}]")
            if rng.random() < 0.3:
                done = self.date_between(date(2026, 9, 1), 90).isoformat()
                fields += ["[status:: done]", f"[done:: {done}]"]
        fields.append(f"[confidence:: {rng.choice(['1.0', '0.9', '0.8', '0.6', '0.5'])}]")
        fields += self.provenance()
        if rng.random() < 0.2:
            fields.append(f"#{rng.choice(TAGS)}")
        return f"- [{kind}] {text} {' '.join(fields)} ^{mid}"

    def provenance(self) -> list[str]:
        if not self.plan.daily or self.rng.random() < 0.5:
            return ["[by:: user]"]
        source = self.rng.choice(self.plan.daily)
        return ["[by:: agent:extraction]", f"[src:: [[{source.title}]]]"]

    def person_relations(self) -> list[str]:
        rng, lines = self.rng, list[str]()
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if r < 0.15 and self.kind_cache["department"]:
                lines.append(f"- part_of [[{rng.choice(self.kind_cache['department']).title}]]")
            elif r < 0.25 and self.kind_cache["location"]:
                lines.append(f"- located_at [[{rng.choice(self.kind_cache['location']).title}]]")
            else:
                lines.append(f"- responsible_for [[{self.pick(self.graph_nodes).title}]]")
        return lines

    def person_text(self, note: Note) -> str:
        header = [
            "---",
            "type: person",
            f"aliases: [{', '.join(note.aliases)}]",
            f"position: {self.rng.choice(POSITIONS)}",
            "---",
            f"# {note.title}",
            "",
        ]
        bio = " ".join(self.fill(t) for t in self.rng.sample(PERSON_BIO, 2))
        memory = [self.memory_line(note, mid) for mid in note.memory_ids]
        body = [bio, "", "## Memory", *memory, "", "## Relations", *self.person_relations()]
        return "\n".join(header + body) + "\n"

    def task_line(self, owner: Note) -> str:
        rng = self.rng
        text = self.fill(rng.choice(TASK_TEXTS))
        due = self.date_between(date(2026, 10, 15), 100).isoformat()
        prio = rng.choice([" ⏫", " 🔼", " 🔽", "", ""])
        who = owner if rng.random() < 0.5 else self.pick(self.plan.people)
        owner_field = f" [owner:: [[{who.title}]]]" if rng.random() < 0.85 else ""
        if rng.random() < 0.3:
            done = self.date_between(date(2026, 10, 1), 61).isoformat()
            return f"- [x] {text}{owner_field} 📅 {due}{prio} ✅ {done}"
        return f"- [ ] {text}{owner_field} 📅 {due}{prio}"  # owner first, as the Tasks plugin reads

    def project_text(self, note: Note) -> str:
        owner = self.pick(self.plan.people)
        header = [
            "---",
            "type: project",
            f'owner: "[[{owner.title}]]"',
            f"status: {self.rng.choice(['active', 'active', 'paused', 'done'])}",
            "---",
            f"# {note.title}",
            "",
        ]
        tasks = [self.task_line(owner) for _ in range(self.rng.randint(2, 6))]
        deps = [
            f"- depends_on [[{self.pick(self.plan.knowledge).title}]]"
            for _ in range(self.rng.randint(0, 2))
        ]
        body = [self.paragraph(2, 4), "", "## Tasks", *tasks]
        if deps:
            body += ["", "## Relations", *deps]
        return "\n".join(header + body) + "\n"

    def knowledge_relations(self, note: Note) -> list[str]:
        lines: list[str] = []
        for _ in range(self.rng.randint(1, 3)):
            relation, kinds = self.rng.choice(KNOWLEDGE_RELATIONS[note.kind])
            if self.rng.random() < 0.2:
                relation, kinds = "related_to", ()
            pools = [self.kind_cache[k] for k in kinds]
            target = self.pick(*pools, self.graph_nodes)
            if target is not note:
                lines.append(f"- {relation} [[{target.title}]]")
        return lines or [f"- related_to [[{self.pick(self.plan.people).title}]]"]

    def knowledge_text(self, note: Note) -> str:
        header = ["---", f"type: {note.kind}", "---", f"# {note.title}", ""]
        about = f"{self.rng.choice(TYPE_DESC[note.kind])} {self.paragraph(1, 3)}"
        body = [about, "", "## Relations", *self.knowledge_relations(note)]
        return "\n".join(header + body) + "\n"


# --------------------------------------------------------------------------- files


def check_target(out: Path) -> None:
    """Raise FileExistsError unless ``out`` is absent or an empty directory."""
    if out.exists() and (not out.is_dir() or any(out.iterdir())):
        raise FileExistsError(f"{out} exists and is not an empty directory")


def write(path: Path, data: bytes, created: list[Path]) -> None:
    """Write one new file; folders are created the first time they are needed."""
    if not created or created[-1].parent != path.parent:
        path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    created.append(path)


def write_notes(
    out: Path, notes: list[Note], render: Callable[[Note], str], created: list[Path]
) -> None:
    for note in notes:
        write(out / f"{note.relpath}.md", render(note).encode("utf-8"), created)


def write_settings(out: Path, plan: Plan, created: list[Path]) -> None:
    text = (
        f'format = 1\nme = "[[{plan.people[0].title}]]"\n'
        f'language = "ru"\ntimezone = "Europe/Moscow"\n'
    )
    write(out / "vaultmind.toml", text.encode("utf-8"), created)


def write_attachments(out: Path, rng: random.Random, created: list[Path]) -> None:
    for name in ATTACHMENTS:
        write(out / "Attachments" / name, PNG_MAGIC + rng.randbytes(8), created)


def make_vault(out: Path, notes: int, seed: int = 42) -> list[Path]:
    """Generate a synthetic vault of ``notes`` notes into ``out``; return created files."""
    if notes < 1:
        raise ValueError("notes must be at least 1")
    out = Path(out)
    check_target(out)
    rng = random.Random(seed)
    plan = make_plan(rng, notes)
    renderer = Renderer(rng, plan)
    created: list[Path] = []
    out.mkdir(parents=True, exist_ok=True)
    write_settings(out, plan, created)
    write_attachments(out, rng, created)
    write_notes(out, plan.people, renderer.person_text, created)
    write_notes(out, plan.projects, renderer.project_text, created)
    write_notes(out, plan.knowledge, renderer.knowledge_text, created)
    write_notes(out, plan.daily, renderer.daily_text, created)
    return created


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bench.make_vault", description="Generate a synthetic VaultMind vault."
    )
    parser.add_argument("--notes", type=int, default=10000, help="number of notes")
    parser.add_argument("--out", type=Path, required=True, help="target folder")
    parser.add_argument("--seed", type=int, default=42, help="random seed")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        created = make_vault(args.out, args.notes, args.seed)
    except (FileExistsError, ValueError) as exc:
        print(f"make_vault: error: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {len(created)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
