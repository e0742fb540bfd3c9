"""Chat 3: an invented commercial film crew, as an Android WhatsApp export (English + Russian)."""

from __future__ import annotations

from pathlib import Path

from common import CANC, CTX, DONE, FACT, POST, PREF, C, Chat

FILE = "chats/whatsapp_tea_spot_shoot.txt"
OWNER = "Olga Meyer"
PEOPLE = {
    "Olga Meyer": ["Olga", "Оля", "Olya", "Olga Meyer"],
    "Jake Turner": ["Jake", "Jake Turner"],
    "Артём Белов": ["Тёма", "Артём", "Artyom", "Tyoma", "Тёма Белов"],
    "Руслан Гарипов": ["Руслан", "Рус", "Rus", "Ruslan Gaffer"],
    "Mia Chen": ["Mia", "Mia Chen"],
    "Костя Лукин": ["Костя", "Kostya", "Костя PA"],
    "Нина Орлова": ["Нина", "Nina", "+7 916 555-20-41"],
}
OLGA, JAKE, TEMA, RUS = "Olga Meyer", "Jake Turner", "Тёма Белов", "Ruslan Gaffer"
MIA, KOSTYA, NINA = "Mia Chen", "Костя PA", "+7 916 555-20-41"
J, A, R, MI, K, N = ("Jake Turner", "Артём Белов", "Руслан Гарипов", "Mia Chen", "Костя Лукин",
                     "Нина Орлова")

c = Chat()
m = c.msg
SYSTEM, DELETED = "system", "deleted"

c.on("2026-11-16")
m("09:58", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, not "
  "even WhatsApp, can read or listen to them. Tap to learn more.", kind=SYSTEM)
m("09:58", "", 'Olga Meyer created group "Tea spot / Чайная реклама"', kind=SYSTEM)
m("09:59", "", "Olga Meyer added Jake Turner, Тёма Белов, Ruslan Gaffer, Mia Chen, Костя PA, "
  "+7 916 555-20-41", kind=SYSTEM)
m("10:02", OLGA, "Hi all / всем привет! Tea spot for Chaikhona: shoot 28–29 Nov, delivery 11 "
  "Dec. Treatment: https://docs.example.com/teaspot/treatment")
m("10:05", JAKE, "Excited. Can we get a location shortlist by Wednesday?")
m("10:20", NINA, "Добрый день, это Нина, я локейшн-менеджер на этом проекте. Шортлист локаций "
  "пришлю до среды", FACT(N, "локейшн|location"),
  C(N, "шортлист", "локац", due="2026-11-18"))
m("10:22", OLGA, "Спасибо, Нина!")
m("11:40", TEMA, "Jake, я на 28-29 беру Alexa Mini + ломо анаморфоты, ок?")
m("11:52", JAKE, "Love the lomos. yes")
m("12:10", RUS, "А рекогнос когда? Мне надо увидеть окна, прежде чем считать свет")
m("12:15", OLGA, "Скорее всего в пятницу, Нина подтвердит")
m("15:30", MIA, "I'll put together a moodboard for the tea house set by Thursday",
  C(MI, "moodboard", due="2026-11-19"))
m("15:31", OLGA, "👍")
m("15:33", KOSTYA, "я в среду до обеда на пересдаче в универе, после — весь ваш",
  CTX(K, "пересдач", "универ|сред", until="2026-11-18"))

c.on("2026-11-17")
m("09:00", JAKE, "Quick note on how I work: I prefer one consolidated list of questions per day, "
  "not 40 pings. Evening is best", PREF(J, "list|question", "evening|ping"))
m("09:05", OLGA, "Noted 😅")
m("09:07", MIA, "Opposite for me — send me voice notes, I never read long texts 🙈",
  PREF(MI, "voice"))
m("13:15", OLGA, "Костя, можешь завтра забрать договор аренды техники в Cinelab и привезти в "
  "офис?")
m("13:16", KOSTYA, "да, заберу", C(K, "договор", "забра|забер|cinelab", due="2026-11-18"))
m("14:00", TEMA, "Кстати, я с 1 по 3 декабря на другом проекте во Владивостоке, если будет "
  "досъёмка — только после 4-го", CTX(A, "владивосток", until="2026-12-03"))
m("14:02", JAKE, "noted, no reshoots then 🙏")

c.on("2026-11-18")
m("11:45", NINA, "Локации_шортлист.pdf (file attached)\nШортлист локаций, 6 вариантов. Мой "
  "фаворит — чайная на Покровке", DONE(N, "шортлист", "локац"))
m("11:50", JAKE, "Pokrovka one is gorgeous. Can we scout it Friday?")
m("11:55", NINA, "Договорюсь с владельцем на пятницу, на 14:00",
  C(N, "владел", "договор|пятниц", due="2026-11-20"))
m("12:10", KOSTYA, "договор от Cinelab забрал, лежит у Оли на столе",
  DONE(K, "договор", "забра|забер|cinelab"))
m("19:30", OLGA, "Jake, Mia — casting callback в четверг в 15:00, студия на Бауманской")

c.on("2026-11-19")
m("09:40", NINA, "С владельцем договорилась, пятница 14:00 в силе", DONE(N, "владел", "договор"))
m("10:20", MIA, "Moodboard: https://www.example.com/boards/teahouse-mia — lots of brass and "
  "green", DONE(MI, "moodboard"))
m("10:40", JAKE, "🔥🔥")
m("10:42", TEMA, "зелёный с латунью на анаморфотах будет 🤌")
m("17:30", JAKE, "Callback done. We go with Alina for the lead, her agent already has our terms")

c.on("2026-11-20")
m("14:10", NINA, "Владелец задерживается на полчаса, ждём его в 14:30")
m("16:45", RUS, "Был на рекогносе. Окна на запад, после трёх солнце прямо в кадр. Список света "
  "пришлю в понедельник", C(R, "свет", "список", due="2026-11-23"))
m("16:50", JAKE, "Rus, one thing — I really prefer practical light over big HMIs for this. Keep "
  "it warm and low", PREF(J, "practical", "hmi|warm"))
m("16:52", RUS, "понял, practicals + немного заполняющего")
m("18:00", MIA, "Props: I'll source the samovar and the brass trays by Tuesday",
  C(MI, "samovar", "tray", due="2026-11-24"), key="samovar")
m("18:02", KOSTYA, "если скажешь адрес, могу съездить за самоваром на Измайловский",
  C(K, "самовар", "съезд|измайлов"))

c.on("2026-11-21")
m("12:30", TEMA, "<Media omitted>")
m("12:31", TEMA, "тест анаморфотов, блики 👌")
m("12:40", JAKE, "gorgeous")

c.on("2026-11-23")
m("10:05", RUS, "Список света: https://docs.example.com/teaspot/lights-v1 . Бюджет влезает",
  DONE(R, "свет", "список"))
m("10:10", OLGA, "Спасибо, Рус!")
m("11:00", JAKE, "Shot list v2 is coming tomorrow, I'll send it by noon",
  C(J, "shot list", due="2026-11-24"))
m("11:30", MIA, "FYI I'm not around Thursday morning, dentist, back by 1",
  CTX(MI, "dentist", until="2026-11-26"))
m("14:00", NINA, "Разрешение от управы на парковку 28-29 получу до среды, там очередь",
  C(N, "разрешен", "парков", due="2026-11-25"))
m("14:02", OLGA, "🙏")

c.on("2026-11-24")
m("12:05", JAKE, "shotlist_v2.pdf (file attached)\nShot list v2. 34 shots, we'll cut to 28 on "
  "the day", DONE(J, "shot list"))
m("13:00", MIA, "Trays done, the samovar is taking longer — the dealer is in Tula. I'll have it "
  "Thursday", POST(MI, "samovar", due="2026-11-26"))
m("13:02", KOSTYA, "так мне ехать на Измайловский или нет?")
m("13:05", MIA, "No need Kostya, the Tula guy will bring it. Thanks though!",
  CANC(K, "самовар"))
m("13:06", KOSTYA, "👌")
m("20:15", TEMA, "Оля, в пятницу заберу камеру в Cinelab сам, в 10 утра, и сразу на тест",
  C(A, "камер", "cinelab|забер", due="2026-11-27"))

c.on("2026-11-25")
m("09:30", NINA, "Разрешение на парковку есть ✅ скан в личке", DONE(N, "разрешен", "парков"))
m("10:00", OLGA, "Кейтеринг на 28-29: есть вегетарианцы, аллергии? Пишите до вечера")
m("10:05", JAKE, "veggie here, and no mushrooms please, I'm allergic",
  FACT(J, "mushroom", "allerg"))
m("10:06", RUS, "мне всё равно, лишь бы много")
m("10:07", TEMA, "+1 к Руслану")
m("10:08", MIA, "vegan pls 🌱", FACT(MI, "vegan"))
m("16:40", JAKE, "Also — Тёма, I'll send you the lens plan tonight, let's lock it before Friday",
  C(J, "lens", "plan", due="2026-11-25"))

c.on("2026-11-26")
m("00:40", JAKE, "Sorry Тёма, fell asleep. Lens plan first thing tomorrow morning",
  POST(J, "lens", "plan", due="2026-11-26"))
m("08:50", JAKE, "Lens plan: https://docs.example.com/teaspot/lens-plan",
  DONE(J, "lens", "plan"))
m("08:55", TEMA, "принял, всё ок, только 40мм заменю на 50")
m("13:20", MIA, "<Media omitted>")
m("13:20", MIA, "The samovar is here!! It's huge", DONE(MI, "samovar"))
m("13:21", OLGA, "😂😂")
m("18:00", RUS, "Последний раз напоминаю: к генератору и щиту подхожу только я, у меня допуск "
  "по электробезопасности до 1000В. Никто ничего не трогает",
  FACT(R, "допуск", "электро|1000"))

c.on("2026-11-27")
m("11:10", TEMA, "Камеру забрал, тест в 12 на складе", DONE(A, "камер", "cinelab|забер"))
m("11:12", JAKE, "🙌")
m("15:00", OLGA, "Call sheet на завтра: https://docs.example.com/teaspot/callsheet-d1 . Call "
  "time 7:00, Покровка")
m("15:05", KOSTYA, "я развожу всех с 6:00, маршрут скину вечером",
  C(K, "маршрут", due="2026-11-27"))
m("21:30", KOSTYA, "Маршрут на завтра 👇", DONE(K, "маршрут"))
m("21:31", KOSTYA, "<Media omitted>")

c.on("2026-11-28")
m("06:55", JAKE, "Morning! Coffee first, then we rock")
m("12:40", RUS, "солнце ушло за облака, работаем спокойно")
m("22:10", OLGA, "День 1 в коробке 🎬 Спасибо всем! Завтра call 7:30")
m("22:12", JAKE, "Great day. Тёма the dolly move on shot 12 was chef's kiss")
m("22:15", TEMA, "🙏")

c.on("2026-11-29")
m("19:45", OLGA, "Wrap! Thank you all ❤️")
m("19:50", MIA, "I'll return the samovar and the props to the dealer on Tuesday",
  C(MI, "return", "samovar|prop", due="2026-12-01"), key="return")
m("19:52", KOSTYA, "могу отвезти, Mia, во вторник я свободен",
  C(K, "отвез", "вторник", due="2026-12-01"), reply="return")
m("20:30", JAKE, "Edit starts Tuesday. I'll send a first assembly by Friday Dec 4",
  C(J, "assembly", due="2026-12-04"))
m("20:31", OLGA, "Perfect")

c.on("2026-11-30")
m("11:00", TEMA, "Всё выгрузил, два бэкапа. Один диск завезу в офис завтра перед вылетом",
  C(A, "диск", "офис", due="2026-12-01"))
m("11:05", OLGA, "Спасибо! Удачно во Владике")
m("15:20", RUS, "Оля, счёт за свет закрою до среды", C(R, "счет", "свет", due="2026-12-02"))
m("15:40", RUS, "This message was deleted", kind=DELETED)

c.on("2026-12-01")
m("08:30", TEMA, "Диск у охранника на ресепшене, подписан TEASPOT", DONE(A, "диск", "офис"))
m("16:00", MIA, "Samovar and props returned, deposit back in full 🎉 thanks Kostya for the ride",
  DONE(MI, "return", "samovar|prop"), DONE(K, "отвез", "вторник"))
m("16:02", KOSTYA, "👍")

c.on("2026-12-02")
m("10:00", JAKE, "Heads up, I've got the flu. Working from bed till the weekend, slower replies",
  CTX(J, "flu", until="2026-12-06"))
m("10:05", OLGA, "Feel better! Assembly still Friday, or should we move it?")
m("10:30", JAKE, "Let's say Monday 7th for the assembly, sorry <This message was edited>",
  POST(J, "assembly", due="2026-12-07"))
m("18:00", RUS, "счёт отправил на почту", DONE(R, "счет", "свет"))
m("18:10", OLGA, "Получила, спасибо")

c.on("2026-12-03")
m("11:00", MIA, "Olga, do you want the set photos for the portfolio? I'll pick the best 20 over "
  "the weekend", C(MI, "photo", "20|best", due="2026-12-06"))
m("11:05", OLGA, "Yes please!")
m("12:00", NINA, "Владелец чайной спрашивает, можно ли ему показывать ролик у себя в зале. "
  "Сказать, что после релиза?")
m("12:10", OLGA, "Да, после 11-го")
m("12:11", NINA, "Ок")

c.on("2026-12-04")
m("09:30", JAKE, "Feeling human again. Still Monday for the assembly though")
m("10:00", TEMA, "Я, кстати, предпочитаю, чтобы на колор меня звали лично, а не присылали "
  "экспорт на почту — на ноутбуке цвета врут", PREF(A, "колор", "лично"))
m("10:15", KOSTYA, "Оля, на следующей неделе я только в пн и вт, дальше сессия до 25-го",
  CTX(K, "сесси", until="2026-12-25"))
m("10:20", OLGA, "ок, учту")
m("12:00", RUS, "и на будущее: если можно, ставьте мне смены не раньше 8 утра. В 7 я плохо "
  "соображаю, это не шутка", PREF(R, "смен", "8"))
m("12:05", JAKE, "😂 noted, Rus")


def write(root: Path) -> dict[str, object]:
    lines, labels, position = [], [], 0
    for item in c.items:
        stamp = item.when.strftime("%d.%m.%Y, %H:%M")
        if item.kind == SYSTEM:
            lines.append(f"{stamp} - {item.text}")
            continue
        lines.append(f"{stamp} - {item.sender}: {item.text}")
        if item.kind == DELETED:
            continue
        position += 1
        labels += [label.as_json(position) for label in item.labels]
    (root / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": FILE, "owner": OWNER, "language": "mixed", "people": PEOPLE, "labels": labels}
