"""A lead's everyday work words in English and Russian, so that a question in one
language reaches notes written in the other ("who is responsible for the office
move?" and «Переезд офиса»; «что обещал по парсеру» and "the barcode parser").

Words are compared by stem (`words.stem`), so one form of each is enough. The list is
general team-lead vocabulary, not any vault's: a word it lacks simply stays unmatched
across languages, as before. A translation only widens what a question reaches; it is
never a reason to answer on its own (the focus gate counts a word and its
translations as one).
"""

from __future__ import annotations

from functools import lru_cache

from vaultmind.agent.ask.lexicon import lexicon_translations
from vaultmind.agent.ask.words import stem

_PAIRS = """
budget бюджет|смета
estimate смета|оценка
cost стоимость|затраты
price цена|стоимость
invoice счет|счёт
payment оплата|платеж|платёж
prepayment предоплата
contract договор|контракт
agreement договор|соглашение
supplier поставщик
broker брокер
tariff тариф
rate ставка|тариф
dispatcher диспетчер
driver водитель
birthday рождения|днюха
vendor поставщик
customer клиент|заказчик
client клиент|заказчик
delivery поставка|доставка
shipment поставка|отгрузка
order заказ
purchase закупка|покупка
procurement закупка
purchasing закупка
move переезд
relocation переезд
office офис
rent аренда
lease аренда
furniture мебель
movers грузчик
keys ключ
room комната|переговорка
vacation отпуск
holiday отпуск|праздник
leave отпуск
sick больничный|болеет|заболел|болел|болела|заболела
trip командировка|поездка
travel командировка|поездка
meeting встреча|совещание|созвон
call звонок|созвон
standup планерка|планёрка|стендап
report отчет|отчёт
review ревью|проверка|обзор
feedback отзыв|фидбек
test тест|испытание
testing тестирование|испытание
release релиз|выпуск
deploy деплой|выкладка
launch запуск
start старт|начало|запуск
pilot пилот|пилотный
project проект
plan план
schedule график|расписание
deadline срок|дедлайн
delay задержка|перенос
risk риск
problem проблема
issue проблема|задача
bug баг|ошибка
crash падение|сбой
error ошибка
outage сбой|авария
security безопасность
access доступ
password пароль
hiring найм
hire найм|нанять
candidate кандидат
interview собеседование
salary зарплата
payroll зарплата
bonus премия
training обучение
documentation документация
docs документация
spec спецификация|тз
requirements требования|тз
design дизайн|проект
system система
drawing чертеж|чертёж
prototype образец|прототип
sample образец
batch партия
material материал|сырье|сырьё
equipment оборудование|оснастка
tooling оснастка
warehouse склад
racking стеллаж|стеллажи
shelving стеллаж|стеллажи
fuel топливо|топливные|топливный
card карта|карты
inventory склад|инвентаризация
device устройство
server сервер
database база
migration миграция|переход
support поддержка
team команда
department отдел
manager менеджер|руководитель
lead руководитель|лид
approval согласование|одобрение
approve согласовать|утвердить
sign подписать
signed подписан
decision решение|решили
decided решили|решено
promise обещал|обещала|обещали|обещание
status статус
update обновление
weekend выходные
morning утро
evening вечер
discount скидка
offer предложение
quote кп|предложение
sales продажи
marketing маркетинг
website сайт
app приложение
mobile мобильный
license лицензия
laptop ноутбук
phone телефон
email почта|письмо
letter письмо
document документ
presentation презентация
demo демо|демонстрация
conference конференция
event мероприятие
parking парковка
lunch обед
repair ремонт
renovation ремонт
landlord арендодатель
insurance страховка
tax налог
audit аудит
accounting бухгалтерия
lawyer юрист
quality качество
defect брак|дефект
complaint жалоба|претензия
production производство
factory завод
maintenance обслуживание
shift смена
onboarding онбординг|адаптация
intern стажер|стажёр
goal цель
sprint спринт
backlog бэклог
ticket тикет|заявка
request запрос|заявка
integration интеграция
login вход|логин
backup резервный|бэкап
reserve резерв
prepare подготовить
send отправить|прислать
fix исправить|починить
check проверить
agree согласовать|договориться
confirm подтвердить
cancel отменить
postpone перенести|перенесли|перенос
moved перенесли|перенесен|перенесена|перенесено|перенес
reschedule перенести
school школа
competition конкурс|соревнование
contest конкурс
tender тендер|конкурс
application заявка|заявление
heating отопление
electricity электричество|свет
internet интернет
printer принтер
floor этаж
kitchen кухня
cleaning уборка
permit разрешение
inspection проверка|инспекция
concept концепция|концепт
draft черновик
layout планировка|макет
mockup макет
model модель|макет
buy купить|закупка|покупка
sell продать|продажа
refund возврат
debt долг
blog блог
software софт|программа
account аккаунт|учетка
exam экзамен|зачет|зачёт
course курс
student студент
teacher учитель|преподаватель
doctor врач
hospital больница
flight рейс|перелет|перелёт
hotel гостиница|отель
visa виза
car машина|автомобиль
truck грузовик|фура
contractor подрядчик
house дом
garage гараж
roof крыша|кровля
building здание|корпус
engineer инженер
architect архитектор
consultant консультант
notice уведомление
overtime переработки|сверхурочные
timesheet табель
penalty штраф|неустойка
claim претензия
dispute спор
court суд
bank банк
receipt чек|квитанция
choose выбрать|выбор|выбрали
pick выбрать|выбрали
keep оставить|оставляем
remove убрать|убираем
switch перейти|переход
cloud облако
file файл
folder папка
link ссылка
photo фото|фотография
""".strip().splitlines()


@lru_cache(maxsize=1)
def _table() -> dict[str, tuple[str, ...]]:
    """stem → the words of the other language, both ways."""
    table: dict[str, list[str]] = {}
    for line in _PAIRS:
        english, russian = line.split(" ", 1)
        others = russian.split("|")
        table.setdefault(stem(english), []).extend(others)
        for word in others:
            table.setdefault(stem(word), []).append(english)
    return {key: tuple(dict.fromkeys(found)) for key, found in table.items()}


_LOOK_ALIKE = str.maketrans("abcehkmoptxy", "авсенкмортху")  # Latin letters Cyrillic has
_BACK = str.maketrans("авсенкмортху", "abcehkmoptxy")


def look_alike(word: str) -> str | None:
    """A code written in the other script's letters: "k1-200" for «К1-200» (a model, a
    part number: letters with digits, four characters or more), and back; None for a
    word, or a code that has letters of no such pair."""
    if len(word) < 4 or not any(c.isdigit() for c in word) or not any(c.isalpha() for c in word):
        return None  # "k1" alone says a family, and meets every «К1» of it
    if word.isascii():
        other = word.translate(_LOOK_ALIKE)
        whole = not any(c.isascii() and c.isalpha() for c in other)
    else:
        other = word.translate(_BACK)
        whole = other.isascii()
    return other if whole else None


def translations(word: str) -> tuple[str, ...]:
    """The other language's words for a folded word (none: not a known work word); a
    compound's («дизайн-систему») are its parts'; a code's, its look-alike spelling."""
    same = look_alike(word)
    if same is not None:
        return (same,)
    found = _table().get(stem(word), ())
    if found or "-" not in word:
        return found or lexicon_translations(word) or _known(word)
    parts = [part for part in word.split("-") if part]
    return tuple(dict.fromkeys(t for part in parts for t in _known(part)))


def work_word(word: str) -> bool:
    """A word of the glossary's own list: a lead's work word, which names a subject."""
    return bool(_known(word))


def _known(word: str) -> tuple[str, ...]:
    """By the word's stem, else, for a Russian word, by a known stem of five letters or
    more it starts with (the stemmer cuts «систему» to «сист» but «система» to «систем»)."""
    table = _table()
    found = table.get(stem(word), ())
    if found or len(word) < 6 or word.isascii():  # "internet" is not "intern"
        return found
    starts = [key for key in _long_stems() if word.startswith(key)]
    return table[max(starts, key=len)] if starts else ()


@lru_cache(maxsize=1)
def _long_stems() -> tuple[str, ...]:
    return tuple(key for key in _table() if len(key) >= 5)
