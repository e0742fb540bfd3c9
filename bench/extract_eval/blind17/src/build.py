"""Build the three blind chats and labels.json: each message carries its own labels.

Run: python3 build.py   (writes the exports and labels.json next to this file)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

OUT = Path(__file__).resolve().parent
MSK = timezone(timedelta(hours=3))
YEAR = 2026
TODAY = "2026-12-04"


# ---------------------------------------------------------------- labels
def C(person, words, due=None):
    item = {"kind": "commitment", "person": person, "words": words}
    if due:
        item["due"] = due
    return item


def D(person, words):
    return {"kind": "done", "person": person, "words": words}


def P(person, words, due):
    return {"kind": "postponed", "person": person, "words": words, "due": due}


def X(person, words):
    return {"kind": "cancelled", "person": person, "words": words}


def PR(person, words):
    return {"kind": "preference", "person": person, "words": words}


def CX(person, words, until):
    return {"kind": "context", "person": person, "words": words, "due": until, "until": until}


def F(person, words):
    return {"kind": "fact", "person": person, "words": words}


# ---------------------------------------------------------------- entries
@dataclass
class Entry:
    when: datetime
    sender: str  # key into the chat's senders ("" for system lines)
    text: str | list = ""
    labels: list = field(default_factory=list)
    reply: int | str | None = None  # -1 = previous entry, or a tag
    tag: str | None = None
    media: tuple | None = None
    edited: bool = False
    kind: str = "message"  # message | system | deleted | service
    action: str | None = None
    target: str | int | None = None
    msg_id: int | None = None  # filled in by the writer (telegram id / jsonl id / whatsapp position)


def at(stamp: str) -> datetime:
    """'11-16 09:02' or '11-16 09:02:37' → aware Moscow time in 2026."""
    day, clock = stamp.split(" ")
    month, dom = (int(x) for x in day.split("-"))
    parts = [int(x) for x in clock.split(":")]
    while len(parts) < 3:
        parts.append(0)
    return datetime(YEAR, month, dom, parts[0], parts[1], parts[2], tzinfo=MSK)


def m(stamp, sender, text, *labels, reply=None, tag=None, media=None, edited=False):
    return Entry(at(stamp), sender, text, list(labels), reply, tag, media, edited)


def sys_line(stamp, text):
    return Entry(at(stamp), "", text, kind="system")


def deleted(stamp, sender):
    return Entry(at(stamp), sender, "This message was deleted", kind="deleted")


def service(stamp, actor, action, target=None):
    return Entry(at(stamp), actor, "", kind="service", action=action, target=target)


# ================================================================ chat 1
# Telegram, Russian: a regional airline's cabin crew scheduling team.
TG_OWNER = "Марина Котова"
TG_PEOPLE = {
    "Дмитрий Ершов": ["Дмитрий Ершов", "Дима", "Дим", "Ершов"],
    "Ксения Валиева": ["Ksenia V", "Ксюша", "Ксю", "Ксения"],
    "Артём Гусев": ["Тёма Гусев", "Тёма", "Тём", "Артём", "Гусев"],
    "Ольга Пташкина": ["Ольга Пташкина", "Оля", "Ольга Викторовна", "Пташкина"],
    "Руслан Хабибуллин": ["Руслан Х.", "Руслан", "Руся", "Хабибуллин"],
    "Вера Лисовская": ["Вера Лисовская", "Вера", "Верочка", "Вер", "Лисовская"],
}
TG_SENDERS = {  # key: (display name, from_id)
    "mar": ("Марина Котова", "user5120334871"),
    "dim": ("Дмитрий Ершов", "user6011842290"),
    "ksu": ("Ksenia V", "user1450097731"),
    "tem": ("Тёма Гусев", "user7023318845"),
    "olg": ("Ольга Пташкина", "user5893310027"),
    "rus": ("Руслан Х.", "user1987445120"),
    "ver": ("Вера Лисовская", "user6620984411"),
}
DIM, KSU, TEM, OLG, RUS, VER = TG_PEOPLE
NAR = "черновик"
NAR2 = "сургут|нижневартовск|наряд"
HOT = "альтернатив|вариант|гостиниц|отел"

TELEGRAM = [
    # ---- Mon 16 Nov
    m("11-16 09:02:14", "mar", "Доброе утро всем! Напоминаю: наряд на декабрь публикуем 25-го, не позже. "
      "Дима, черновик по Сургуту и Нижневартовску на тебе — к пятнице успеешь?", tag="t_nar"),
    m("11-16 09:11:40", "dim", "Да, к пятнице черновик по обоим будет",
      C(DIM, [NAR, NAR2], "2026-11-20"), reply=-1),
    m("11-16 09:15:03", "ksu", "Марин, напоминаю что я с 23 по 27 на учёбе в Москве (курсы по AIMS). "
      "Резервы на ту неделю кто ставить будет?",
      CX(KSU, ["учеб|курс", "москв"], "2026-11-27")),
    m("11-16 09:19:22", "mar", "Вера подхватит. Передай ей перед отъездом табличку резервов", reply=-1),
    m("11-16 09:20:05", "ksu", "ок, в пятницу скину", C(KSU, ["резерв"], "2026-11-20"), reply=-1),
    m("11-16 10:04:51", "tem", "По КПК: у 14 человек АСП истекает в декабре, список во вложении",
      media=("file", "АСП_декабрь.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")),
    m("11-16 10:12:09", "mar", "Тём, забронируешь тренажёр на начало декабря под них?", tag="t_tren"),
    m("11-16 10:31:44", "tem", "Если учебный центр даст окно — забронирую. Отпишусь до среды",
      C(TEM, ["тренаж"], "2026-11-18"), reply=-1, tag="t_tren2"),
    m("11-16 11:40:18", "rus", "Нефтяник в Сургуте с января +18% к цене 😡 договор у нас до 31.12"),
    m("11-16 11:46:30", "mar", "Руслан, подыщи альтернативу до конца месяца. Минимум два варианта, "
      "и поближе к аэропорту"),
    m("11-16 11:52:02", "rus", "Сделаю", C(RUS, [HOT], "2026-11-30"), reply=-1),
    m("11-16 14:20:37", "ver", "У Пахомовой и Зуевой ВЛЭК заканчивается 2 декабря. Запишу обеих на следующую неделю",
      C(VER, ["влэк|медкомисс", "пахомов|зуев"])),
    m("11-16 14:22:10", "mar", "", media=("sticker", "👍")),
    m("11-16 17:48:55", "olg", "Девочки жалуются что в ноябрьском наряде по три раннних вылета подряд. "
      "В декабре можно так не ставить?"),
    m("11-16 17:55:12", "dim", "Постараюсь, но под Новый год ничего не обещаю", reply=-1),
    m("11-16 18:02:40", "olg", "И ещё по 512-му рейсу от 12.11 — жалоба пассажирки на бортпроводника. "
      "Разбор с экипажем проведу в четверг 26-го, раньше они все в рейсах",
      C(OLG, ["разбор"], "2026-11-26")),
    # ---- Tue 17 Nov
    m("11-17 08:40:02", "olg", "", media=("voice", 38)),
    m("11-17 08:42:31", "olg", "Для тех кто не слушает голосовые 😄 я сегодня-завтра на больничном, горло. "
      "Подписи по инструктажам поставлю в четверг",
      CX(OLG, ["больничн"], "2026-11-18"), C(OLG, ["подпис", "инструктаж"], "2026-11-19")),
    m("11-17 08:50:15", "mar", "Выздоравливай!"),
    m("11-17 08:51:03", "ver", "Поправляйся 🙏"),
    m("11-17 09:30:47", "dim", "Марин, вопрос: если ночёвка в Сыктывкаре меньше 12 часов — ставим?"),
    m("11-17 09:34:20", "mar", "Нет. Минимум 12, без вариантов", reply=-1),
    m("11-17 11:10:09", "rus", "Кстати, трансферы в Перми я теперь заказываю только через «Каму», "
      "у остальных вечно опоздания", PR(RUS, ["кам"])),
    m("11-17 13:00:33", "dim", "Для справки, если кто не в курсе: админский доступ к AIMS только у меня, "
      "у остальных просмотр. Так что любые правки в наряде — через меня", F(DIM, ["aims", "админ"])),
    m("11-17 15:02:18", "tem", "Учебный центр дал 2 и 3 декабря. Тренажёр забронировал на оба дня ✅",
      D(TEM, ["тренаж"]), reply="t_tren2"),
    m("11-17 15:05:00", "mar", "Отлично, спасибо!"),
    m("11-17 15:11:26", "tem", "Списки по группам АСП сделаю до понедельника, по 7 человек",
      C(TEM, ["спис|групп", "асп"], "2026-11-23")),
    # ---- Wed 18 Nov
    m("11-18 09:05:12", "ver", "Пахомову записала на 24-е, Зуеву на 25-е",
      D(VER, ["влэк|медкомисс", "пахомов|зуев"])),
    m("11-18 09:07:45", "ver", "И заранее: с 30 ноября по 6 декабря я в отпуске. На ВЛЭК и допусках меня "
      "подменит Ксюша, мы договорились",
      CX(VER, ["отпуск"], "2026-12-06"), C(KSU, ["подмен|замен|влэк|допуск"])),
    m("11-18 09:40:03", "ksu", "да, всё так. Вер, только скинь мне доступы к порталу до отпуска", reply=-1),
    m("11-18 09:42:29", "ver", "Скину в пятницу, 27-го", C(VER, ["доступ", "портал"], "2026-11-27"), reply=-1),
    m("11-18 10:00:51", "dim", "Сургут почти собрал, по Нижневартовску жду цифры пассажиропотока от коммерции"),
    m("11-18 11:20:14", "tem", "Марин, по учебке мне лучше в личку пишите, тут в общем чате я всё теряю",
      PR(TEM, ["личк|личн"])),
    m("11-18 13:30:38", "mar", "Коллеги, с 1 декабря у нас второй ATR, в наряд нужно +6 бортпроводников. "
      "Оля, кого из стажёров можно допустить? Как выздоровеешь, не горит"),
    m("11-18 13:52:07", "olg", "Выйду — посмотрю, в пятницу дам список",
      C(OLG, ["стажер", "спис"], "2026-11-20"), reply=-1),
    m("11-18 16:40:22", "rus", "Сургут, вариант 1: «Полярная звезда», 2900 за номер, но 35 минут от аэропорта"),
    m("11-18 16:44:09", "mar", "Далеко. Ищи ещё", reply=-1),
    m("11-18 16:45:30", "rus", "🙄 ок"),
    # ---- Thu 19 Nov
    m("11-19 09:10:44", "olg", "Я вышла. Подписи по инструктажам поставила, журнал отдала Тёме",
      D(OLG, ["подпис", "инструктаж"])),
    m("11-19 09:30:02", "tem", "Принял"),
    m("11-19 11:00:19", "dim", "Марина, к пятнице черновик не успею, коммерция отдаёт цифры только в понедельник. "
      "Давай до вторника?", P(DIM, [NAR, NAR2], "2026-11-24")),
    m("11-19 11:06:41", "mar", "Ладно. Вторник — крайний срок", reply=-1),
    m("11-19 12:10:05", "ver", "Марин, напоминаю: по четвергам после обеда я в поликлинике на сверке, "
      "так что подписи у меня — до 13:00", F(VER, ["четверг", "поликлиник|сверк"])),
    m("11-19 15:30:27", "rus", "Вариант 2: «Аэроотель», 10 минут от терминала, 3400. Вечером съезжу посмотрю... "
      "ну в смысле позвоню, я ж в Перми 😅"),
    m("11-19 17:00:11", "mar", "Аэроотель норм. Запроси у них коммерческое"),
    m("11-19 17:09:54", "rus", "Запрошу завтра с утра",
      C(RUS, ["аэроотел", "коммерческ|кп|предложен"], "2026-11-20"), reply=-1),
    m("11-19 17:20:33", "tem", "Марин, я тут подумал: методичку по АСП надо обновить под ATR. Сделаю к 27-му",
      C(TEM, ["методичк"], "2026-11-27")),
    m("11-19 17:24:08", "mar", "Давай, спасибо", reply=-1),
    # ---- Fri 20 Nov
    m("11-20 09:15:37", "rus", "КП от Аэроотеля, продублировал на почту",
      D(RUS, ["аэроотел", "коммерческ|кп|предложен"]), media=("file", "КП_Аэроотель.pdf", "application/pdf")),
    m("11-20 10:02:16", "olg", "Стажёры, кого можно ставить: Белова, Рахимова, Тищенко, Ларина, Осипов, Кудрявцева. "
      "Все с допуском, кроме Осипова — у него ВЛЭК просрочена", D(OLG, ["стажер", "спис"])),
    m("11-20 10:06:50", "ver", "Осипова могу записать на ВЛЭК на 26-е, если Марина согласует",
      C(VER, ["осипов"])),
    m("11-20 10:08:12", "mar", "Согласую, записывай", reply=-1),
    m("11-20 12:00:44", "ksu", "Вера, табличку резервов на следующую неделю скинула на почту, жёлтым — кто под вопросом",
      D(KSU, ["резерв"])),
    m("11-20 12:04:19", "ver", "Получила, спасибо", reply=-1),
    m("11-20 12:30:02", "ksu", "И просьба ко всем: наряды мне присылайте в экселе, в гугл-таблицах у меня на ноуте "
      "всё разъезжается", PR(KSU, ["excel|эксел"])),
    m("11-20 15:40:25", "mar", "Дим, бухгалтерия просит выгрузку переработок за ноябрь. Сможешь к 1-му?"),
    m("11-20 15:45:58", "dim", "смогу, к 1-му сделаю", C(DIM, ["выгрузк|переработ"], "2026-12-01"), reply=-1),
    m("11-20 16:00:03", "mar", "Всем хороших выходных! В понедельник в 10 планёрка"),
    m("11-20 16:02:40", "tem", "+"),
    # ---- Mon 23 Nov
    m("11-23 10:20:31", "tem", "Списки по группам АСП готовы: 2 группы по 7, лежат в общей папке",
      D(TEM, ["спис|групп", "асп"])),
    m("11-23 11:05:12", "mar", ["Итоги планёрки:\n",
                                {"type": "bold", "text": "1) Дима — финал декабря по Сургуту/НВ до завтра\n"
                                 "2) Ксюша — январь по Сыктывкару и Кирову\n"
                                 "3) Оля — проверить пары стажёр+наставник\n"
                                 "4) Руслан — едет в Сургут смотреть гостиницы"}], tag="t_itogi"),
    m("11-23 11:12:48", "olg", "Пары проверю до среды", C(OLG, ["пар|наставник"], "2026-11-25"), reply="t_itogi"),
    m("11-23 11:30:09", "ksu", "Сыктывкар и Киров возьму, но сяду за них только после учёбы",
      C(KSU, ["сыктывкар|киров"]), reply="t_itogi"),
    m("11-23 11:34:27", "ksu", "Я ж сама из Сыктывкара, там в порту всех знаю, так что это быстро",
      F(KSU, ["сыктывкар"])),
    m("11-23 11:40:53", "rus", "Я с 25 по 27 в Сургуте, смотрю Аэроотель и ещё два отеля. На связи, но с перебоями",
      CX(RUS, ["сургут"], "2026-11-27")),
    m("11-23 13:00:16", "ver", "Осипов записан на ВЛЭК на 26-е", D(VER, ["осипов"])),
    m("11-23 15:40:02", "olg", "Марин, разбор по 512-му в четверг не получится — Гаврилову поставили на Самару. "
      "Переносим на вторник, 1-е?", P(OLG, ["разбор"], "2026-12-01")),
    m("11-23 15:45:37", "mar", "Ок, 1-го", reply=-1),
    m("11-23 15:46:20", "mar", "Оля, тебе утром удобнее или после обеда?"),
    m("11-23 15:50:44", "olg", "Утром. После обеда у меня голова уже не варит 😅", PR(OLG, ["утр"]), reply=-1),
    # ---- Tue 24 Nov
    m("11-24 09:50:29", "dim", "Черновик декабря по Сургуту и Нижневартовску в папке. Нарушений по отдыху ноль, "
      "но три ночёвки впритык к 12 ч", D(DIM, [NAR, NAR2])),
    m("11-24 10:10:05", "mar", "Спасибо, посмотрю до обеда", reply=-1),
    m("11-24 10:35:51", "olg", "Пары проверила. Тищенко лучше ставить с Гавриловой, а не с Исаевой — не сработаются",
      D(OLG, ["пар|наставник"])),
    m("11-24 11:15:22", "rus", "Марин, с 1 декабря утренние ATR в 6:10, одной машины не хватит. "
      "Закажу второй минивэн на утро с 1-го", C(RUS, ["минивэн|минивен"], "2026-12-01")),
    m("11-24 11:20:40", "mar", "Ок", reply=-1),
    m("11-24 12:00:13", "ksu", "Как там декабрь, всё сходится? я тут на курсах ничего не вижу"),
    m("11-24 14:00:36", "mar", "Наряд публикуем завтра в 12. Дим, внесёшь правку по Тищенко сегодня?"),
    m("11-24 14:03:02", "dim", "да, до вечера внесу", C(DIM, ["тищенко"], "2026-11-24"), reply=-1),
    m("11-24 18:20:47", "dim", "Правку по Тищенко внёс, можно публиковать", D(DIM, ["тищенко"])),
    # ---- Wed 25 Nov
    m("11-25 12:05:00", "mar", "Наряд на декабрь опубликован 🎉 Всем спасибо!", tag="t_pub"),
    service("11-25 12:05:09", "mar", "pin_message", target="t_pub"),
    m("11-25 12:10:31", "olg", "Ура!!"),
    m("11-25 12:31:18", "olg", "Марина, на 28-е нужна замена Беловой, у неё свадьба сестры. Кого из резерва?"),
    m("11-25 12:40:55", "ver", "Поставлю Ларину, она сама просила доп. смены", C(VER, ["ларин"]), reply=-1),
    m("11-25 13:05:21", "rus", "Аэроотель изнутри. Номера норм, но шумно — окна на перрон", media=("photo",)),
    m("11-25 13:07:49", "tem", "Зато споттерам рай 😂 Я когда ещё бортпроводником летал, мы в таком в Норильске жили, "
      "привыкаешь", F(TEM, ["бортпроводник"]), reply=-1),
    m("11-25 15:00:14", "tem", "Предупреждаю: 2–3 декабря я весь день на тренажёре с группами АСП, "
      "на связи только после 19", CX(TEM, ["тренаж|асп"], "2026-12-03")),
    m("11-25 15:05:30", "mar", "Ок", reply=-1),
    # ---- Thu 26 Nov
    m("11-26 09:00:42", "ver", "Ларина на 28-е стоит, подтвердила", D(VER, ["ларин"])),
    m("11-26 10:30:08", "dim", "Марин, на январь я бы лучше взял Самару вместо Нижневартовска — мне с самарским портом "
      "проще, я там всех диспетчеров знаю", PR(DIM, ["самар"])),
    m("11-26 10:41:26", "mar", "Обсудим после праздников", reply=-1),
    m("11-26 11:15:03", "rus", "По итогам Сургута: Аэроотель — лучший из трёх. Договор с ними подготовлю к 4 декабря, "
      "если юристы не затянут", D(RUS, [HOT]), C(RUS, ["договор"], "2026-12-04"), edited=True),
    m("11-26 11:20:17", "mar", "Отлично, давай", reply=-1),
    m("11-26 14:00:51", "olg", "Кстати, с 7 по 11 декабря меня в планировании не будет — я в аттестационной комиссии, "
      "в этом году опять включили", CX(OLG, ["аттестац|комисс"], "2026-12-11"), F(OLG, ["комисс"])),
    m("11-26 16:30:22", "tem", "Марин, методичку к завтра не успеваю, схемы аварийных выходов ATR пришлют только "
      "в понедельник. Сделаю к 4-му", P(TEM, ["методичк"], "2026-12-04")),
    m("11-26 16:35:09", "mar", "Ок", reply=-1),
    # ---- Fri 27 Nov
    m("11-27 10:00:33", "ver", "Ксюша, доступы к порталу скинула тебе в личку", D(VER, ["доступ", "портал"])),
    m("11-27 10:05:02", "ksu", "👍", reply=-1),
    m("11-27 11:20:40", "rus", "Всё, улетаю обратно в 17:40. По Сургуту всё на такси, прав-то у меня нет 🙃 "
      "Чеки сдам в понедельник", F(RUS, ["прав"]), C(RUS, ["чек"], "2026-11-30")),
    m("11-27 14:00:12", "ksu", "Всё, курсы закончились, сертификат получила 🎓 С понедельника в строю"),
    m("11-27 14:05:37", "mar", "Поздравляю!", reply=-1),
    m("11-27 16:00:26", "olg", "Девочки из резерва спрашивают, будут ли новогодние доплаты. Марин, узнаешь?"),
    m("11-27 16:10:44", "mar", "Узнаю у HR", reply=-1),
    # ---- Mon 30 Nov
    m("11-30 09:30:15", "ksu", "Всем привет, я на месте. Вера в отпуске, так что по ВЛЭК и допускам теперь ко мне"),
    m("11-30 10:15:48", "rus", "Чеки по Сургуту сдал в бухгалтерию", D(RUS, ["чек"])),
    m("11-30 11:00:06", "mar", "Дим, выгрузку переработок не делай — бухгалтерия сама вытащила из AIMS",
      X(DIM, ["выгрузк|переработ"])),
    m("11-30 11:02:31", "dim", "О, отлично, минус одна задача", reply=-1),
    m("11-30 12:30:19", "ksu", "Зуева ВЛЭК прошла. Пахомову перенесли на 3-е, у врача больничный"),
    m("11-30 14:20:02", "tem", "Группа 1 АСП: все 7 подтвердили 2-е. Во второй Осипов под вопросом — допуска нет"),
    m("11-30 14:25:40", "ksu", "Осипов ВЛЭК прошёл 26-го, допуск ему сегодня оформлю",
      C(KSU, ["осипов", "допуск"], "2026-11-30"), reply=-1),
    m("11-30 17:10:23", "ksu", "Допуск Осипову оформлен, Тём, он твой", D(KSU, ["осипов", "допуск"])),
    # ---- Tue 1 Dec
    m("12-01 09:00:11", "olg", "Разбор по 512-му сегодня в 10 в учебном классе"),
    m("12-01 11:40:37", "olg", "Разбор провела. Итог: замечание бортпроводнику, протокол у меня", D(OLG, ["разбор"])),
    m("12-01 12:00:05", "mar", "Коллеги, по новогодним: HR подтвердил доплату х1.5 за 31-е и 1-е"),
    m("12-01 12:02:18", "olg", "🎉"),
    m("12-01 14:00:44", "mar", "Руслан, второй минивэн отбой — утренние ATR сдвинули на 9:40, одной машины хватит",
      X(RUS, ["минивэн|минивен"])),
    m("12-01 14:05:09", "rus", "Понял, заявку отменил", reply=-1),
    # ---- Wed 2 Dec
    m("12-02 08:30:26", "ksu", "Пахомову записала на ВЛЭК на 3-е, на 9:00"),
    m("12-02 19:30:52", "tem", "Группа 1 отработала, все сдали. Завтра вторая"),
    m("12-02 19:35:14", "mar", "Молодцы!", reply=-1),
    # ---- Thu 3 Dec
    m("12-03 10:00:38", "rus", "Марин, договор с Аэроотелем к пятнице не будет, юристы вернули с правками. "
      "Реально к 9-му", P(RUS, ["договор"], "2026-12-09")),
    m("12-03 10:10:02", "mar", "Ок, но не позже. С 1 января они нам нужны", reply=-1),
    m("12-03 12:15:47", "ksu", "Пахомова ВЛЭК прошла ✅"),
    m("12-03 19:40:19", "tem", "АСП закончили, обе группы сдали. Ведомости завтра занесу Ксюше",
      C(TEM, ["ведомост"], "2026-12-04")),
    m("12-03 19:45:33", "tem", "и методичку тоже завтра добью"),
    # ---- Fri 4 Dec
    m("12-04 09:30:08", "tem", "Ведомости по АСП у Ксюши на столе", D(TEM, ["ведомост"])),
    m("12-04 11:00:41", "tem", "Методичка по АСП под ATR готова, в общей папке", D(TEM, ["методичк"])),
    m("12-04 11:30:16", "mar", "Тёма, ты лучший", reply=-1),
    m("12-04 12:00:54", "dim", "Марин, январь по Сургуту начну в понедельник, черновик будет к 15 декабря",
      C(DIM, ["январ"], "2026-12-15")),
    m("12-04 15:00:27", "mar", "Всем спасибо за неделю! Руслан, про договор помню, жду в среду"),
]

# ================================================================ chat 2
# WhatsApp, English: a mountain-hut booking office.
WA_OWNER = "Fiona Grant"
WA_PEOPLE = {
    "Tom Barlow": ["Tom Barlow", "Tom", "Tommo"],
    "Priya Nair": ["Priya", "Pri", "Priya Nair"],
    "Callum Reid": ["Cal Reid", "Cal", "Callum"],
    "Megan Hughes": ["Meg H", "Meg", "Megan"],
    "Jonas Keller": ["Jonas Keller", "Jonas", "Jo"],
    "Ruth Okafor": ["Ruth Okafor", "Ruth", "Ruthie"],
}
WA_SENDERS = {
    "fio": "Fiona Grant",
    "tom": "Tom Barlow",
    "pri": "Priya",
    "cal": "Cal Reid",
    "meg": "Meg H",
    "jon": "Jonas Keller",
    "rut": "Ruth Okafor",
    "num": "+44 7700 900417",  # Ruth's temporary phone, not in the contacts
}
TOM, PRI, CAL, MEG, JON, RUT = WA_PEOPLE
WA_GROUP = "Ridgeline Bookings – Winter 26/27"
REC = "stripe|payout|reconcil"
LEEDS = ["leeds|school", "pack|quote"]
REWORK = ["quote", "rework|revis|redo|updat"]
CHARGE = ["dispute|chargeback"]
VISIT = "eagle saddle"
JFAQ = ["faq", "german|translat"]

WHATSAPP = [
    # ---- Mon 16 Nov
    sys_line("11-16 08:48", "Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
             "WhatsApp, can read or listen to them. Tap to learn more."),
    sys_line("11-16 08:48", f'Fiona Grant created group "{WA_GROUP}"'),
    sys_line("11-16 08:49", "Fiona Grant added Tom Barlow, Priya, Cal Reid, Meg H, Jonas Keller and Ruth Okafor"),
    m("11-16 09:01", "fio", "Morning all 👋 New group for the winter season so it doesn't drown in the summer chat. "
      "Opening is Sat 12 Dec, so just under 4 weeks.\nBig ones this week: 2027 price list, December warden rota, "
      "and the Larch Hut key safe saga"),
    m("11-16 09:06", "tom", "Morning! I'll get the draft price list to you by Thursday",
      C(TOM, ["price"], "2026-11-19")),
    m("11-16 09:08", "cal", "rota's on me. need the wardens availability first, chasing them today. out by the 25th",
      C(CAL, ["rota"], "2026-11-25")),
    m("11-16 09:15", "pri", "FYI for anyone who missed it, I'm only in Mon/Wed/Fri now. Anything refund-y on a Tue "
      "or Thu waits till the next day", F(PRI, ["mon", "wed", "fri"])),
    m("11-16 09:20", "fio", "Noted 👍"),
    m("11-16 11:15", "jon", "Grüezi. The Swiss alpine club group (14 ppl) wants High Col 19–21 Feb. They ask if we "
      "can do half board. Fiona?"),
    m("11-16 11:30", "fio", "Half board only if the warden agrees. Cal can you ask Anna at High Col?"),
    m("11-16 11:32", "cal", "yep, will ask her tonight on the radio call",
      C(CAL, ["half board|anna"], "2026-11-16")),
    m("11-16 14:00", "rut", "Phones have been mad today, 23 calls about the opening date. Can we put it on the voicemail?"),
    m("11-16 14:05", "fio", "Good idea. Ruth, can you re-record it?"),
    m("11-16 14:06", "rut", "Sure, tomorow first thing", C(RUT, ["voicemail|record"], "2026-11-17")),
    m("11-16 19:40", "cal", "Anna says half board is fine for groups over 10, £18pp on top. she wants final numbers "
      "by 1 Dec", D(CAL, ["half board|anna"])),
    # ---- Tue 17 Nov
    m("11-17 08:45", "rut", "Voicemail re-recorded ✔ it now says opening 12 Dec + office hours",
      D(RUT, ["voicemail|record"])),
    m("11-17 09:10", "jon", "Good, then I tell the Swiss group. I will also send them the deposit invoice today",
      C(JON, ["invoice"], "2026-11-17")),
    m("11-17 09:12", "fio", "Priya's not in today so send it yourself please, 30% deposit"),
    m("11-17 11:30", "tom", "", media=("omitted",)),
    m("11-17 11:31", "tom", "^ Larch Hut key safe. Someone's bent the door, it won't shut. Can't have that going "
      "into winter"),
    m("11-17 11:40", "fio", "Ugh. Cal, can a warden swap it or do we need a locksmith?"),
    m("11-17 12:05", "cal", "locksmith. I'll book Dave from Keswick for this week if he's free",
      C(CAL, ["locksmith|dave"])),
    m("11-17 16:20", "jon", "Invoice sent to the SAC group ✔", D(JON, ["invoice"])),
    m("11-17 16:25", "jon", "Btw, for the German emails please always cc me, also when it is only a small question. "
      "I prefer to see the whole thread", PR(JON, ["cc"])),
    # ---- Wed 18 Nov
    m("11-18 09:00", "pri", "Catching up. 4 refund requests from the October storm closures, I'll process them all "
      "by Friday", C(PRI, ["refund"], "2026-11-20")),
    m("11-18 09:03", "pri", "and I'll reconcile the November Stripe payouts by the 30th",
      C(PRI, [REC], "2026-11-30")),
    m("11-18 10:30", "tom", "Fiona the price list is going to be late, waiting on the fuel surcharge from the heli "
      "company. Monday ok?", P(TOM, ["price"], "2026-11-23")),
    m("11-18 10:45", "fio", "Monday's fine but not later, Meg needs it for the site"),
    m("11-18 11:10", "meg", "yeah I need at least 2 days to get new prices into the system"),
    m("11-18 13:00", "cal", "Dave can do Larch on Thursday 👍 booked", D(CAL, ["locksmith|dave"])),
    m("11-18 15:30", "rut", "Quick one, are dogs allowed at Corrie Hut in winter? had 3 calls about it"),
    m("11-18 15:34", "cal", "no dogs at any hut Nov–Mar. only Tarn in summer"),
    m("11-18 15:35", "rut", "ta"),
    # ---- Thu 19 Nov
    m("11-19 09:20", "cal", "Larch key safe done, new box fitted. code's in the usual doc"),
    m("11-19 10:00", "fio", "Team, I'd like someone to write a winter FAQ for the website (dogs, heating, what to "
      "bring, cancellations). Volunteers?"),
    m("11-19 10:05", "rut", "I'll do it! I get asked all of these on the phone anyway. Draft by next Wednesday?",
      C(RUT, ["faq"], "2026-11-25")),
    m("11-19 10:06", "fio", "Perfect, thank you Ruth"),
    m("11-19 11:40", "meg", "I'm off tomorrow and Monday btw, long weekend in Edinburgh. Back Tues",
      CX(MEG, ["edinburgh|off|leave|away"], "2026-11-23")),
    m("11-19 11:42", "tom", "living the dream"),
    m("11-19 14:10", "jon", "Another one: the Bakker family wants to cancel Eagle Saddle from 28 Dec, 5 nights. They "
      "paid in full. Policy says 50% after 1 Dec, so now they get 100%?"),
    m("11-19 14:30", "fio", "Yes 100%, they're before the cutoff. I'll pass it to Priya"),
    # ---- Fri 20 Nov
    m("11-20 09:10", "pri", "Morning. The 4 storm refunds and the Bakker one are all done ✅", D(PRI, ["refund"])),
    m("11-20 09:12", "fio", "Star"),
    m("11-20 10:20", "tom", "Fiona, I'm working from the Fort William office next week Mon–Wed, the heli company "
      "wants to go through the resupply schedule in person", CX(TOM, ["fort william"], "2026-11-25")),
    m("11-20 10:25", "fio", "Fine. Take the resupply list with you"),
    m("11-20 10:26", "tom", "will do. and I'll bring back the signed heli contract", C(TOM, ["contract"])),
    m("11-20 12:00", "cal", "Rota update: 4 of 6 wardens replied. still missing Anna and Rhys"),
    m("11-20 15:45", "fio", "Have a good weekend everyone 🏔"),
    # ---- Mon 23 Nov
    m("11-23 09:30", "tom", "Price list v1, heli surcharge included", D(TOM, ["price"]),
      media=("file", "Ridgeline prices 2027 v1.pdf")),
    m("11-23 09:45", "fio", "Thanks Tom, looks good. One thing: kids under 12 half price like last year?"),
    m("11-23 09:50", "tom", "yes, I'll add the line and send v2 this arvo",
      C(TOM, ["v2|under 12|kid|child"], "2026-11-23")),
    m("11-23 14:40", "tom", "v2 sent to you and Meg", D(TOM, ["v2|under 12|kid|child"])),
    m("11-23 16:00", "cal", "Anna replied, Rhys still silent. If I don't hear from him tonight I'll drive up to "
      "Corrie tomorrow", C(CAL, ["rhys|corrie"], "2026-11-24")),
    m("11-23 16:05", "fio", "👍"),
    # ---- Tue 24 Nov
    m("11-24 08:30", "cal", "Rhys rang back late last night so I'm not driving up after all. rota nearly there",
      X(CAL, ["rhys|corrie"])),
    m("11-24 09:15", "meg", "Back! Got v2, I'll have the new prices live on the site by Thursday",
      C(MEG, ["price"], "2026-11-26")),
    sys_line("11-24 09:58", "Fiona Grant added +44 7700 900417"),
    m("11-24 10:00", "num", "Hi all it's Ruth 🙃 phone drowned in the sink, this is a temp number. Working from home "
      "today and tomorrow, the office phones are diverted to me", CX(RUT, ["home"], "2026-11-25")),
    m("11-24 10:05", "fio", "Oh no! Saved you as Ruth (temp) 😂"),
    m("11-24 11:20", "jon", "Ruth can you send me the list of phone bookings for High Col in January? I need to check "
      "the German group against it"),
    m("11-24 11:30", "num", "yes will send it EOD", C(RUT, ["high col"], "2026-11-24")),
    m("11-24 16:50", "num", "Sent you the High Col Jan list Jonas", D(RUT, ["high col"])),
    m("11-24 16:52", "jon", "Danke!"),
    # ---- Wed 25 Nov
    m("11-25 09:00", "cal", "December warden rota is out, it's in the shared drive. Anna at High Col, Rhys at Corrie, "
      "the Pattersons at Larch, Eilidh at Eagle Saddle, Tarn unstaffed", D(CAL, ["rota"])),
    m("11-25 09:10", "fio", "Brilliant, thanks Cal"),
    m("11-25 10:45", "num", "FAQ draft is in the drive! sorry it's a bit long. Meg can you make it look nice on the site?",
      D(RUT, ["faq"])),
    m("11-25 10:50", "meg", "on it", C(MEG, ["faq"])),
    m("11-25 11:30", "pri", "Stripe: found a £240 gap on 3 Nov. Looking into it, might be a chargeback"),
    m("11-25 13:00", "tom", "Heli contract signed 🚁 back in the office tomorrow", D(TOM, ["contract"])),
    m("11-25 13:02", "tom", "also heads up, heli can't do the resupply on 10 Dec, they offered 9th or 11th. I'd go 9th"),
    m("11-25 13:10", "fio", "9th. Cal please let the wardens know"),
    m("11-25 13:12", "cal", "will do", C(CAL, ["resupply"])),
    # ---- Thu 26 Nov
    m("11-26 09:00", "meg", "New prices are live ✔ also checked the group discount code still works",
      D(MEG, ["price"])),
    m("11-26 11:00", "jon", "Fiona, the SAC group confirms half board for 14. Numbers are final"),
    m("11-26 11:05", "fio", "Great. Jonas, can you pass the numbers to Anna directly?"),
    m("11-26 11:07", "jon", "Yes, I will email her today. For the wardens I prefer email, not the phone, my English on "
      "the radio is not so good 😅", C(JON, ["anna"], "2026-11-26"), PR(JON, ["email"])),
    m("11-26 15:20", "tom", "Fiona, school group from Leeds wants Corrie 15–17 Jan, 22 kids + 4 teachers. Corrie "
      "sleeps 24. Split with Larch?"),
    m("11-26 15:40", "fio", "Split, yes. Tom you handle it, they'll need the risk assessment pack too"),
    m("11-26 15:45", "tom", "yep, pack and a split quote to them by Monday. I used to be a teacher so risk assessments "
      "are my jam 😄", C(TOM, LEEDS, "2026-11-30"), F(TOM, ["teacher"])),
    m("11-26 17:05", "jon", "Anna has the numbers", D(JON, ["anna"])),
    # ---- Fri 27 Nov
    m("11-27 09:05", "pri", "The £240 is a chargeback on a Corrie booking from Oct, guest says they never stayed. "
      "I'll dispute it with Stripe by Wednesday", C(PRI, CHARGE, "2026-12-02")),
    m("11-27 09:10", "pri", "which means the Nov reconciliation won't be done by the 30th, realistically Friday the 4th",
      P(PRI, [REC], "2026-12-04")),
    m("11-27 09:15", "fio", "ok"),
    m("11-27 10:00", "meg", "Fiona for the FAQ page, one long page or accordion sections?"),
    m("11-27 10:20", "fio", "Accordion. Ruth?"),
    m("11-27 10:25", "num", "accordion 👍"),
    m("11-27 11:00", "cal", "Eilidh at Eagle Saddle needs a new VHF set before opening, hers is dying. I'll order one "
      "today", C(CAL, ["vhf|radio"], "2026-11-27")),
    m("11-27 14:00", "cal", "VHF ordered, delivery Tues", D(CAL, ["vhf|radio"])),
    m("11-27 15:30", "tom", "Btw I'm rubbish with the group module in the booking system, so if anyone changes a group "
      "booking please message me, don't just edit it", PR(TOM, ["group"])),
    m("11-27 15:35", "meg", "noted"),
    m("11-27 15:50", "cal", "and Fiona, when I'm up at the huts text me rather than WhatsApp, there's not enough "
      "signal for data", PR(CAL, ["text|sms"])),
    m("11-27 16:00", "fio", "Have a good weekend!"),
    # ---- Mon 30 Nov
    m("11-30 09:00", "tom", "Leeds pack + split quote sent ✔", D(TOM, LEEDS)),
    m("11-30 09:30", "meg", "FAQ page is up, accordion style. Ruth have a look?", D(MEG, ["faq"])),
    m("11-30 09:40", "rut", "Back on my old phone 🎉 FAQ looks great"),
    m("11-30 09:50", "jon", "Fiona, I am in Zürich 7–18 Dec for family things. I can still answer emails in the evening",
      CX(JON, ["zurich|zürich"], "2026-12-18")),
    m("11-30 09:55", "jon", "And I will translate the FAQ to German before I go, the Swiss always ask",
      C(JON, JFAQ)),
    m("11-30 10:05", "fio", "Fine, thanks for saying"),
    m("11-30 10:30", "pri", "Fiona, do you want to approve refunds each time or can I just do anything under £200?"),
    m("11-30 10:45", "fio", "under £200 just do it"),
    m("11-30 11:30", "fio", "Meg, for the opening can you set up the 'first night free for members' promo?"),
    m("11-30 11:40", "meg", "yes, by Wednesday", C(MEG, ["promo"], "2026-12-02")),
    m("11-30 14:00", "cal", "btw I was the warden at High Col for 6 winters before this job, so anything about that "
      "hut, ask me", F(CAL, ["warden", "high col"])),
    m("11-30 16:00", "tom", "Leeds replied already, they want to add 2 more kids. That breaks the split, I'll rework "
      "the quote tomorrow", C(TOM, REWORK, "2026-12-01")),
    m("11-30 16:10", "meg", "fun fact I live in Penrith, Larch is 10 min from my house, so I can confirm the new key "
      "safe is ugly 😂", F(MEG, ["penrith"])),
    # ---- Tue 1 Dec
    m("12-01 09:30", "cal", "VHF for Eilidh arrived. I'll take it up to Eagle Saddle on Thursday with the spare "
      "blankets", C(CAL, [VISIT], "2026-12-03")),
    m("12-01 11:00", "tom", "reworked Leeds quote sent", D(TOM, REWORK)),
    m("12-01 14:00", "meg", "Ugh, the promo plugin clashes with the booking calendar. Won't be ready tomorrow, I need "
      "till Friday", P(MEG, ["promo"], "2026-12-04")),
    m("12-01 14:05", "fio", "Friday is cutting it fine but ok"),
    # ---- Wed 2 Dec
    m("12-02 09:10", "pri", "Chargeback disputed with Stripe, evidence attached (the key code log shows nobody opened "
      "the door)", D(PRI, CHARGE)),
    m("12-02 09:30", "rut", "Fiona I'm on a first aid refresher Thurs and Fri so phones need covering. Anyone?",
      CX(RUT, ["first aid"], "2026-12-04")),
    m("12-02 09:35", "tom", "I can do Thursday", C(TOM, ["phone|cover"], "2026-12-03")),
    m("12-02 09:36", "pri", "Friday me", C(PRI, ["phone|cover"], "2026-12-04")),
    deleted("12-02 10:00", "tom"),
    m("12-02 10:01", "tom", "sorry wrong chat 🙈"),
    m("12-02 12:00", "jon", "For the record, I speak German, French and Italian, so any Swiss guest, send them to me. "
      "Romansh not really 😄", F(JON, ["german", "french|italian"])),
    m("12-02 15:00", "cal", "Eilidh says the Eagle Saddle road is snowed in, Thursday's off. I'll go up Monday the 7th "
      "instead", P(CAL, [VISIT], "2026-12-07")),
    m("12-02 16:00", "pri", "November reconciliation done after all, all balanced apart from the disputed £240",
      D(PRI, [REC])),
    # ---- Thu 3 Dec
    m("12-03 09:00", "tom", "on phones today ☎️"),
    m("12-03 10:00", "fio", "Jonas, don't bother with the German FAQ for now, Meg says the new site in Feb does "
      "auto-translate", X(JON, JFAQ)),
    m("12-03 10:05", "jon", "ok, less work for me 👍"),
    m("12-03 10:30", "fio", "Cal, did you hear from Rhys about the Corrie boiler? He mentioned it last week"),
    m("12-03 10:40", "cal", "he says it's fine, it was just the pilot light. I'll check it myself on the 9th resupply "
      "anyway", C(CAL, ["boiler"], "2026-12-09")),
    m("12-03 12:00", "meg", "Fiona I'm a total night owl, so if the promo needs late changes ping me in the evening, "
      "not first thing 😅", PR(MEG, ["evening|night"])),
    # ---- Fri 4 Dec
    m("12-04 11:00", "meg", "Members promo is live! first night free, code WINTER27", D(MEG, ["promo"]), edited=True),
    m("12-04 11:05", "fio", "🎉🎉"),
    m("12-04 15:45", "fio", "Thanks all, one week to opening!!"),
]

# ================================================================ chat 3
# JSONL, Russian/English: a veterinary pharmacy wholesaler's sales team.
JL_OWNER = "Андрей Соловьёв"
JL_PEOPLE = {
    "Наталья Грибова": ["Наталья Грибова", "Наташа", "Nata", "Наталья"],
    "Игорь Мельник": ["Igor Melnik", "Игорь", "Igor", "Гарик"],
    "Алина Шарипова": ["Алина Ш.", "Алина", "Аля"],
    "Kevin Brooks": ["Kevin Brooks", "Kevin", "Кевин"],
    "Софья Лаптева": ["Соня Лаптева", "Соня", "Sonya", "Софья"],
    "Тимур Ахмедов": ["Тимур", "Тима", "Тимур Ахмедов"],
}
JL_SENDERS = {
    "and": "Андрей Соловьёв",
    "nat": "Наталья Грибова",
    "igo": "Igor Melnik",
    "ali": "Алина Ш.",
    "kev": "Kevin Brooks",
    "son": "Соня Лаптева",
    "tim": "Тимур",
}
NAT, IGO, ALI, KEV, SON, TIM = JL_PEOPLE
JL_CHAT = "vetpharm-sales"
KP = ["кп|коммерческ", "тамбов|черноземь"]
FOLLOW = ["черноземь|follow|набер|позвон|звон"]
SECOND = ["втор|вариант|10"]
ZVISIT = ["zoovet|зоовет", "visit|meet|встреч|визит"]

JSONL = [
    # ---- Mon 16 Nov
    m("11-16 09:05", "and", "Коллеги, доброе утро. До конца Q4 шесть недель, план по отделу выполнен на 71%. "
      "В 11 созвон по pipeline, все с апдейтами"),
    m("11-16 09:12", "nat", "Буду. Андрей, по «Зоовету» — хотят отсрочку 60 дней вместо 30. Я им обещала ответ до среды",
      C(NAT, ["зоовет", "отсрочк"], "2026-11-18")),
    m("11-16 09:20", "igo", "Я всю неделю катаюсь по Тамбовской области, до пятницы. На созвонах из машины, связь "
      "может пропадать", CX(IGO, ["тамбов"], "2026-11-20")),
    m("11-16 09:31", "kev", "Morning all. Reminder: the new feline antiparasitic Felisan Spot-On launches 1 Dec. "
      "I'll send you the training deck and the pricing sheet by Wednesday.",
      C(KEV, ["deck|training"], "2026-11-18"), C(KEV, ["pricing|price"], "2026-11-18")),
    m("11-16 09:33", "ali", "Андрей, тендер Рязанской облветстанции — подача до 27.11. Документы соберу и подам сама, "
      "от тебя нужна только доверенность", C(ALI, ["тендер|заявк"], "2026-11-27")),
    m("11-16 09:40", "and", "Доверенность сегодня подпишу", reply=-1),
    m("11-16 11:50", "and", "По итогам созвона:\n— Тимур: «Айболит» (Казань) — закрыть до 30.11\n"
      "— Соня: чистка CRM, дубли клиентов\n— Игорь: Тамбов, коммерческое до пятницы", tag="j_itogi"),
    m("11-16 11:55", "tim", "Айболит дожму до конца месяца, они уже почти готовы",
      C(TIM, ["айболит"], "2026-11-30"), reply="j_itogi"),
    m("11-16 12:01", "son", "CRM почищу, но это не быстро, там дублей штук 400. Дашь до 4 декабря?",
      C(SON, ["crm|дубл"], "2026-12-04"), reply="j_itogi"),
    m("11-16 12:03", "and", "ок, 4-го", reply=-1),
    m("11-16 12:30", "igo", "КП для Тамбова будет в пятницу", C(IGO, KP, "2026-11-20"), reply="j_itogi"),
    m("11-16 14:00", "nat", "И да, напоминаю: по понедельникам до 12 я на планёрках в «Зоовете», звонить бесполезно, "
      "пишите в чат", F(NAT, ["понедельник|monday", "зоовет|планерк"])),
    m("11-16 15:20", "son", "🎤 Голосовое сообщение (0:47)"),
    m("11-16 15:22", "son", "короче, если не слушали: у «ВетЛайна» (Воронеж) опять просрочка по оплате 340к. "
      "Отгрузки им стопаем?"),
    m("11-16 15:30", "and", "Стоп до оплаты. Соня, сообщи им", reply=-1),
    m("11-16 15:32", "son", "сообщу сегодня", C(SON, ["ветлайн"], "2026-11-16"), reply=-1),
    m("11-16 17:45", "son", "ВетЛайну написала и дозвонилась, обещают оплатить до пятницы", D(SON, ["ветлайн"])),
    # ---- Tue 17 Nov
    m("11-17 09:10", "kev", "Quick q — for the rabies vaccine shipments, are we still using the old cold chain loggers "
      "or did logistics switch to the new ones?"),
    m("11-17 09:25", "tim", "Новые, с октября стоят. Testo, если интересно", reply=-1),
    m("11-17 09:27", "kev", "Perfect, thanks", reply=-1),
    m("11-17 10:30", "ali", "Доверенность получила, спасибо"),
    m("11-17 11:00", "nat", "Андрей, что отвечаем Зоовету по отсрочке?"),
    m("11-17 11:20", "and", "45 дней максимум, и только на вакцины", reply=-1),
    m("11-17 13:10", "ali", "Я до 27-го вся в тендере, на другие задачи меня не ставьте пожалуйста 🙏 Я раньше 5 лет "
      "в госзакупках работала, знаю, как они любят заворачивать заявки из-за запятой",
      CX(ALI, ["тендер"], "2026-11-27"), F(ALI, ["госзакуп"])),
    # ---- Wed 18 Nov
    m("11-18 09:00", "nat", "Зоовету ответила: 45 дней на вакцины. Вроде проглотили", D(NAT, ["зоовет", "отсрочк"])),
    m("11-18 10:15", "kev", "Training deck for Felisan is in the shared folder. The pricing sheet is stuck with finance, "
      "it'll be Friday, sorry", D(KEV, ["deck|training"]), P(KEV, ["pricing|price"], "2026-11-20")),
    m("11-18 11:30", "and", "Kevin, could you also do a 30-min webinar on Felisan for the reps before launch?"),
    m("11-18 11:40", "kev", "Sure. Thu 26 Nov, 15:00 MSK?", C(KEV, ["webinar|вебинар"], "2026-11-26"), reply=-1),
    m("11-18 11:42", "and", "👍", reply=-1),
    m("11-18 14:00", "tim", "Андрей, я с 23 по 25 на ВетЭкспо в Казани, стою на стенде, днём на звонки не отвечаю",
      CX(TIM, ["ветэкспо|выставк|стенд"], "2026-11-25")),
    m("11-18 14:10", "and", "ок. возьми образцы Felisan на стенд", reply=-1),
    m("11-18 14:12", "tim", "Возьму, если Kevin успеет прислать. Kevin?", C(TIM, ["образц|sample"]), reply=-1),
    m("11-18 14:30", "kev", "I'll ship 50 samples to Kazan by Friday 20th", C(KEV, ["sample|образц"], "2026-11-20"),
      reply=-1),
    # ---- Thu 19 Nov
    m("11-19 09:30", "igo", "Тамбов: агрохолдинг «Черноземье» хочет вакцину от ящура на 12 тыс голов 🤑"),
    m("11-19 10:00", "son", "Андрей, звонили из Айболита, спрашивают скидку за объём. Переключила на Тимура"),
    m("11-19 10:20", "tim", "Андрей, они хотят 5% от 300к, даём?"),
    m("11-19 10:35", "and", "3% максимум", reply=-1),
    m("11-19 11:00", "ali", "Для тендера нужна справка об отсутствии задолженности из налоговой, закажу сегодня, "
      "делают до 5 рабочих дней", C(ALI, ["справк"])),
    m("11-19 15:00", "nat", "Kevin, Zoovet also wants the Felisan launch price locked until March. Is that possible?"),
    m("11-19 15:30", "kev", "Possible if they commit to 500+ units. I'll check with HQ and come back to you by Monday",
      C(KEV, ["hq|lock"], "2026-11-23"), reply=-1),
    # ---- Fri 20 Nov
    m("11-20 09:10", "igo", "Андрей, КП для Тамбова сдвигаю на вторник, 24-е — ждём от их ветврача точное поголовье",
      P(IGO, KP, "2026-11-24")),
    m("11-20 09:15", "and", "ок", reply=-1),
    m("11-20 10:00", "kev", "Samples shipped to Kazan, DHL tracking in your email Timur, arriving Mon morning",
      D(KEV, ["sample|образц"])),
    m("11-20 10:05", "tim", "🙏", reply=-1),
    m("11-20 12:00", "kev", "And the pricing sheet is out, finally. Felisan RRP 890 ₽ per pipette",
      D(KEV, ["pricing|price"])),
    m("11-20 13:00", "son", "ВетЛайн оплатил 340к, отгрузки разблокировала"),
    m("11-20 16:00", "and", "Хороших выходных всем"),
    m("11-20 16:30", "igo", "Выходные в Тамбове, ура 🙃"),
    # ---- Mon 23 Nov
    m("11-23 09:40", "kev", "HQ says yes: price locked until 31 March for Zoovet if they take 500+ units",
      D(KEV, ["hq|lock"])),
    m("11-23 10:00", "nat", "Супер, сегодня им отправлю допсоглашение",
      C(NAT, ["допсоглаш|соглашен|agreement"], "2026-11-23"), reply=-1),
    m("11-23 10:10", "tim", "Образцы приехали, стоим на стенде 🐈", D(TIM, ["образц|sample"])),
    m("11-23 11:00", "ali", "Справку из налоговой получила, быстрее чем думала", D(ALI, ["справк"])),
    m("11-23 11:30", "son", "Андрей, по CRM: выгрузки мне удобнее делать по вечерам, днём система тормозит и заказы "
      "не пробиваются", PR(SON, ["вечер"])),
    m("11-23 14:00", "nat", "Допсоглашение Зоовету отправила, ждём подпись", D(NAT, ["допсоглаш|соглашен|agreement"])),
    m("11-23 17:20", "igo", "Вернулся из Тамбова. Андрей, я бы дальше на фермы ездил на поезде, а не на машине, "
      "600 км за рулём это жесть", PR(IGO, ["поезд|train"])),
    # ---- Tue 24 Nov
    m("11-24 10:00", "igo", "КП для «Черноземья» отправил: 12 тыс доз, скидка 7%", D(IGO, KP)),
    m("11-24 10:30", "and", "Отлично. Igor, follow-up им через неделю", reply=-1),
    m("11-24 10:32", "igo", "ок, 1-го наберу", C(IGO, FOLLOW, "2026-12-01"), reply=-1),
    m("11-24 12:00", "tim", "На ВетЭкспо 40 контактов за день, Felisan всем нравится. Айболит тоже заходили, говорят "
      "подпишут на следующей неделе"),
    m("11-24 15:00", "ali", "Андрей, обеспечение заявки 2% — 48 тыс. Оплатишь с р/с до четверга?"),
    m("11-24 15:10", "and", "Да, завтра", reply=-1),
    # ---- Wed 25 Nov
    m("11-25 09:00", "kev", "Webinar tomorrow 15:00 MSK, link's in the calendar. Bring questions from your clients"),
    m("11-25 11:00", "son", "CRM: 180 из 400 дублей разобрала"),
    m("11-25 12:15", "igo", "Народ, где взять термоконтейнеры на 40 л? Черноземью пробную партию везти"),
    m("11-25 12:20", "son", "На складе в Подольске есть, закажу тебе 2 шт к пятнице",
      C(SON, ["термоконтейнер|контейнер"], "2026-11-27"), reply=-1),
    m("11-25 14:00", "nat", "Andrey, I'm taking Friday off, school thing with my son. Всё срочное по Зоовету — к Соне",
      CX(NAT, ["off|выходн|отгул|пятниц|friday"], "2026-11-27")),
    m("11-25 14:05", "and", "ок", reply=-1),
    # ---- Thu 26 Nov
    m("11-26 10:00", "ali", "Заявку на тендер подала ✅ на день раньше срока", D(ALI, ["тендер|заявк"])),
    m("11-26 12:00", "and", "Всем: планёрка 1 декабря переносится на 11:00"),
    m("11-26 15:45", "kev", "Webinar done, 11 people joined. Recording is in the shared folder",
      D(KEV, ["webinar|вебинар"])),
    m("11-26 15:50", "son", "Спасибо, посмотрю вечером", reply=-1),
    m("11-26 16:00", "kev", "Next week I'm in the Moscow office Tue–Thu, happy to do client visits with any of you. "
      "I lived 3 years in Novosibirsk, so I can read Russian ok, but writing — sorry, English only 🙂",
      CX(KEV, ["moscow|москв"], "2026-12-03"), F(KEV, ["novosibirsk|новосибирск"])),
    m("11-26 16:10", "nat", "Kevin, Zoovet on Wednesday? They'd love to meet the manufacturer", reply=-1),
    m("11-26 16:15", "kev", "Deal. Wed 2 Dec, I'll be there", C(KEV, ZVISIT, "2026-12-02"), reply=-1),
    # ---- Fri 27 Nov
    m("11-27 09:30", "tim", "Андрей, Айболит до 30-го не подпишет — директор в отпуске до 3-го. Реально 4 декабря",
      P(TIM, ["айболит"], "2026-12-04")),
    m("11-27 09:40", "and", "Жаль, в ноябрь не попадёт. Ладно", reply=-1),
    m("11-27 10:15", "son", "Игорь, термоконтейнеры отгрузили, в понедельник будут у тебя",
      D(SON, ["термоконтейнер|контейнер"])),
    m("11-27 11:00", "son", "Андрей, и ещё: мне удобнее, чтобы заявки от репов шли в общий ящик orders@, а не мне "
      "в личку. Я в личке теряю", PR(SON, ["orders@|ящик|почт"])),
    m("11-27 12:00", "igo", "Кстати, я ж ветврач по образованию. Если клиентам нужна консультация по схемам вакцинации "
      "КРС — зовите, могу сам", F(IGO, ["ветврач"])),
    m("11-27 14:00", "ali", "Тендер: вскрытие заявок 3 декабря, итоги до 10-го"),
    # ---- Mon 30 Nov
    m("11-30 09:00", "and", "Итог ноября: 94% плана. Спасибо всем! Декабрь — последний рывок"),
    m("11-30 09:15", "nat", "Зоовет подписал допсоглашение 🎉"),
    m("11-30 10:00", "kev", "Team, HQ marketing moved the Felisan launch event from 1 Dec to 8 Dec. I'll update the "
      "invites today", C(KEV, ["invit"], "2026-11-30")),
    m("11-30 11:00", "son", "CRM: 320 из 400. До пятницы добью"),
    m("11-30 12:00", "and", "Алина, после тендера нужно собрать документы на сертификацию Felisan для Казахстана. "
      "Возьмёшь?"),
    m("11-30 12:20", "ali", "Возьму, но только после 10-го, когда тендер закроется",
      C(ALI, ["казахстан|kazakhstan|сертификац"]), reply=-1),
    m("11-30 12:25", "and", "Тебе документы от производителя в бумаге или в сканах?", reply=-1),
    m("11-30 12:30", "ali", "В сканах, бумагу я вечно теряю 🙈", PR(ALI, ["скан"]), reply=-1),
    m("11-30 13:00", "kev", "Invites updated", D(KEV, ["invit"])),
    m("11-30 15:00", "tim", "Андрей, for the record — с 1 января у меня плюс Удмуртия, кадры подтвердили",
      F(TIM, ["удмурт"])),
    # ---- Tue 1 Dec
    m("12-01 09:30", "igo", "Черноземью позвонил: они на согласовании у собственника, ответ до 10-го. Просят 10% "
      "вместо 7 — подготовлю второй вариант КП к пятнице", D(IGO, FOLLOW), C(IGO, SECOND, "2026-12-04")),
    m("12-01 10:00", "kev", "In the Moscow office today, desk by the window 👋"),
    m("12-01 11:00", "and", "Соня, отчёт по дебиторке за ноябрь сделаешь к среде?"),
    m("12-01 11:05", "son", "Да, к среде сделаю", C(SON, ["дебитор"], "2026-12-02"), reply=-1),
    m("12-01 14:00", "nat", "Андрей, Зоовет отменил встречу 2-го — у них инвентаризация. Kevin, sorry 🙏 перенесём "
      "на январь", X(KEV, ZVISIT)),
    m("12-01 14:10", "kev", "No worries, next time", reply=-1),
    # ---- Wed 2 Dec
    m("12-02 10:30", "son", "Андрей, дебиторку к вечеру не успею, 1С висит с утра. Завтра до обеда сделаю",
      P(SON, ["дебитор"], "2026-12-03")),
    m("12-02 11:00", "kev", "Andrey, small thing: I never do calls before 12 MSK — UK mornings are school run for me. "
      "After 12 any time", PR(KEV, ["12", "call|звон"])),
    m("12-02 13:00", "son", "кто брал мой степлер 😤"),
    m("12-02 15:00", "tim", "Айболит: директор вышел раньше, подписали сегодня!! 🎉 1,2 млн", D(TIM, ["айболит"])),
    m("12-02 15:05", "and", "🔥🔥🔥", reply=-1),
    m("12-02 15:10", "nat", "Тима красавчик"),
    # ---- Thu 3 Dec
    m("12-03 09:00", "ali", "Вскрытие заявок сегодня в 11, держите кулаки 🤞"),
    m("12-03 11:40", "son", "Отчёт по дебиторке в папке Sales/Reports. Топ-3 должника: ВетЛайн (опять), Зооцентр "
      "Липецк, Айболит", D(SON, ["дебитор"])),
    m("12-03 12:30", "ali", "Нас допустили, по цене мы вторые из четырёх. Итоги до 10-го"),
    m("12-03 13:00", "and", "Игорь, второй вариант КП для Черноземья не готовь — финдир 10% не согласует. Оставляем 7",
      X(IGO, SECOND)),
    m("12-03 13:10", "igo", "понял, отбой", reply=-1),
    m("12-03 15:30", "nat", "Андрей, на следующей неделе хочу съездить в Тулу к сети «Лапа», ок?"),
    m("12-03 15:40", "and", "ок, давай", reply=-1),
    # ---- Fri 4 Dec
    m("12-04 09:30", "nat", "Андрей, Зоовет хочет ещё 300 упаковок Felisan к 15 декабря. Согласуешь с логистикой?"),
    m("12-04 09:40", "and", "Да, согласую", reply=-1),
    m("12-04 10:00", "son", "CRM почищена: 400 дублей слиты. 12 клиентов без ИНН — скинула вам списки, допишите плз",
      D(SON, ["crm|дубл"]), tag="j_inn"),
    m("12-04 10:05", "nat", "Мои 4 допишу сегодня", C(NAT, ["инн"], "2026-12-04"), reply="j_inn"),
    m("12-04 10:06", "tim", "мои 3 до понедельника", C(TIM, ["инн"], "2026-12-07"), reply="j_inn"),
    m("12-04 11:00", "kev", "Back in London on Monday. For the Felisan launch on 8 Dec I'll send the final agenda on "
      "Monday", C(KEV, ["agenda"], "2026-12-07")),
    m("12-04 14:00", "nat", "4 ИНН дописала", D(NAT, ["инн"])),
    m("12-04 16:00", "and", "Всем спасибо за неделю!"),
]


# ---------------------------------------------------------------- writers
def _resolve_replies(entries):
    tags = {e.tag: e for e in entries if e.tag}
    for index, entry in enumerate(entries):
        if entry.reply is None or isinstance(entry.reply, Entry):
            continue
        if isinstance(entry.reply, int):
            earlier = [e for e in entries[:index] if e.kind == "message"]
            entry.reply = earlier[entry.reply]
        else:
            entry.reply = tags[entry.reply]
    for entry in entries:
        if entry.kind == "service" and isinstance(entry.target, str):
            entry.target = tags[entry.target]


def _text_entities(text):
    if isinstance(text, str):
        return text, ([{"type": "plain", "text": text}] if text else [])
    parts, entities = [], []
    for part in text:
        if isinstance(part, str):
            parts.append(part)
            entities.append({"type": "plain", "text": part})
        else:
            parts.append(dict(part))
            entities.append(dict(part))
    return parts, entities


NOT_INCLUDED = "(File not included. Change data exporting settings to download.)"


def write_telegram(folder: Path):
    entries = TELEGRAM
    _resolve_replies(entries)
    first_id = 40211
    for offset, entry in enumerate(entries):
        entry.msg_id = first_id + offset
    messages = []
    for entry in entries:
        local = entry.when.replace(tzinfo=None).isoformat(timespec="seconds")
        unix = str(int(entry.when.timestamp()))
        name, from_id = TG_SENDERS[entry.sender]
        if entry.kind == "service":
            item = {"id": entry.msg_id, "type": "service", "date": local, "date_unixtime": unix,
                    "actor": name, "actor_id": from_id, "action": entry.action}
            if entry.action == "pin_message":
                item["message_id"] = entry.target.msg_id
            item["text"] = ""
            item["text_entities"] = []
            messages.append(item)
            continue
        item = {"id": entry.msg_id, "type": "message", "date": local, "date_unixtime": unix}
        if entry.edited:
            edited = entry.when + timedelta(minutes=3, seconds=12)
            item["edited"] = edited.replace(tzinfo=None).isoformat(timespec="seconds")
            item["edited_unixtime"] = str(int(edited.timestamp()))
        item["from"] = name
        item["from_id"] = from_id
        if entry.reply is not None:
            item["reply_to_message_id"] = entry.reply.msg_id
        if entry.media:
            kind = entry.media[0]
            if kind == "voice":
                item.update({"file": NOT_INCLUDED, "file_size": 61234, "media_type": "voice_message",
                             "mime_type": "audio/ogg", "duration_seconds": entry.media[1]})
            elif kind == "file":
                item.update({"file": NOT_INCLUDED, "file_name": entry.media[1], "file_size": 48211,
                             "mime_type": entry.media[2]})
            elif kind == "photo":
                item.update({"photo": NOT_INCLUDED, "photo_file_size": 184532, "width": 1280, "height": 960})
            elif kind == "sticker":
                item.update({"file": NOT_INCLUDED, "file_size": 23510, "thumbnail": NOT_INCLUDED,
                             "thumbnail_file_size": 6120, "media_type": "sticker",
                             "sticker_emoji": entry.media[1], "width": 512, "height": 512})
        text, entities = _text_entities(entry.text)
        item["text"] = text
        item["text_entities"] = entities
        messages.append(item)
    export = {"name": "Планирование КЭ ✈️", "type": "private_supergroup", "id": 1873345120,
              "messages": messages}
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "result.json").write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", "utf-8")


def write_whatsapp(path: Path):
    lines = []
    position = 0
    for entry in WHATSAPP:
        stamp = entry.when.strftime("%d/%m/%Y, %H:%M")
        if entry.kind == "system":
            lines.append(f"{stamp} - {entry.text}")
            continue
        sender = WA_SENDERS[entry.sender]
        if entry.kind == "deleted":
            lines.append(f"{stamp} - {sender}: {entry.text}")
            continue
        position += 1
        entry.msg_id = position
        body = entry.text
        if entry.media:
            if entry.media[0] == "omitted":
                body = "<Media omitted>" + (f"\n{body}" if body else "")
            else:
                body = f"{entry.media[1]} (file attached)" + (f"\n{body}" if body else "")
        if entry.edited:
            body += " <This message was edited>"
        lines.append(f"{stamp} - {sender}: {body}")
    path.write_text("\n".join(lines) + "\n", "utf-8")


def write_jsonl(path: Path):
    _resolve_replies(JSONL)
    first_id = 7001
    for offset, entry in enumerate(JSONL):
        entry.msg_id = first_id + offset
    rows = []
    for entry in JSONL:
        row = {"id": entry.msg_id, "time": entry.when.isoformat(timespec="seconds"),
               "sender": JL_SENDERS[entry.sender], "text": entry.text, "chat": JL_CHAT}
        if entry.reply is not None:
            row["reply_to"] = entry.reply.msg_id
        rows.append(json.dumps(row, ensure_ascii=False))
    path.write_text("\n".join(rows) + "\n", "utf-8")


TG_FILE = "telegram_crew_planning/result.json"
WA_FILE = "WhatsApp Chat with Ridgeline Bookings.txt"
JL_FILE = "vetpharm_sales.jsonl"

CHATS = [  # (file, owner, language, people, entries)
    (TG_FILE, TG_OWNER, "ru", TG_PEOPLE, TELEGRAM),
    (WA_FILE, WA_OWNER, "en", WA_PEOPLE, WHATSAPP),
    (JL_FILE, JL_OWNER, "mixed", JL_PEOPLE, JSONL),
]


def build():
    write_telegram(OUT / "telegram_crew_planning")
    write_whatsapp(OUT / WA_FILE)
    write_jsonl(OUT / JL_FILE)
    chats = []
    for file, owner, language, people, entries in CHATS:
        labels = []
        for entry in entries:
            for label in entry.labels:
                labels.append({"msg": entry.msg_id, **label})
        chats.append({"file": file, "owner": owner, "language": language, "people": people,
                      "labels": labels})
    data = {"today": TODAY, "chats": chats}
    (OUT / "labels.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", "utf-8")
    return data


if __name__ == "__main__":
    result = build()
    for chat in result["chats"]:
        print(chat["file"], len(chat["labels"]))
