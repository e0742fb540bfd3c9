"""Builds questions.json for blind4 (written blind)."""
import datetime, json, pathlib

MON = ["January","February","March","April","May","June","July","August","September","October","November","December"]
RU = ["января","февраля","марта","апреля","мая","июня","июля","августа","сентября","октября","ноября","декабря"]

def d(iso, *extra):
    t = datetime.date.fromisoformat(iso)
    return [iso, f"{MON[t.month-1][:3]} {t.day}", f"{MON[t.month-1]} {t.day}",
            f"{t.day} {RU[t.month-1]}", f"{t.day:02d}.{t.month:02d}", *extra]

D = "Daily/"
Q = []
def q(cls, lang, text, must=(), any_=(), sources=()):
    Q.append({"q": text, "lang": lang, "class": cls, "must": list(must),
              "any": [list(g) for g in any_], "sources": list(sources)})

# promised (12)
q("promised","ru","Что Игорь обещал по стейджингу?",["staging"],[d("2026-11-11","к среде")],[D+"2026-11-09.md"])
q("promised","en","What did Anya promise to calculate?",["ARPPU"],[["сегмент"]],[D+"2026-11-16.md"])
q("promised","en","What did Sam promise last week?",["post-mortem"],[],[D+"2026-12-02.md"])
q("promised","ru","Что Оля обещала по издателю?",[],[["дат"],["запуск"],d("2026-11-30","к концу месяца")],[D+"2026-11-16.md"])
q("promised","ru","Что Том обещал на этой неделе?",["second translator"],[],[D+"2026-12-07.md"])
q("promised","en","What did Kirill promise for support?",["FAQ"],[],[D+"2026-12-04.md"])
q("promised","ru","Что Бекки обещала по фестивалю?",["3 banner"],[],[D+"2026-11-27.md"])
q("promised","en","What did Dima promise about the quests?",[],[["описани"],["попроще"]],[D+"2026-11-30.md"])
q("promised","en","What did Oleg promise before the hotfix?",["Android"],[["8–9","8-9"]],[D+"2026-11-20.md"])
q("promised","ru","Что Макс обещал добавить в тест стартового пака?",["holdout"],[["5%"]],[D+"2026-11-12.md"])
q("promised","ru","Что Сэм обещал про старый ДЦ?",["Jan 15"],[],[D+"2026-12-09.md"])
q("promised","ru","Что Олег обещал кандидатам?",["тестов"],[d("2026-11-27","до пятницы")],[D+"2026-11-23.md"])

# overdue (9)
q("overdue","ru","Что просрочено у Димы?",["наград"],[d("2026-12-04")],["Projects/Winter Festival.md"])
q("overdue","en","Anything overdue on the server migration?",["matchmaking"],[d("2026-12-08")],["Projects/Server Migration.md"])
q("overdue","ru","Что просрочил вендор по локализации?",["Turkish"],[["Polish"]],["Projects/Localisation Backlog.md"])
q("overdue","ru","Олег что-то просрочил?",["тест-план"],[d("2026-12-03")],[D+"2026-11-30.md"])
q("overdue","ru","Что висит просроченного у Макса?",["write-up"],[d("2026-11-27")],["Projects/Starter Pack AB.md"])
q("overdue","en","Anya's overdue tasks?",["retention"],[["когорт"]],[D+"2026-11-30.md"])
q("overdue","en","Is Becky late with anything?",["feature graphic"],[],[D+"2026-12-03.md"])
q("overdue","ru","Кирилл просрочил что-нибудь?",["отзыв"],[d("2026-12-09")],["Projects/Rating Drop.md"])
q("overdue","en","What's overdue for Igor?",["checklist"],[d("2026-12-01")],["Knowledge/Release checklist.md"])

# due (10)
q("due","ru","Что у Игоря на следующей неделе?",["DNS"],[d("2026-12-14")],["Projects/Server Migration.md"])
q("due","en","What does Olya have due tomorrow?",["go/no-go"],[],["Projects/Winter Festival.md"])
q("due","en","When are Max's price points due?",[],[d("2026-12-31","end of month")],[D+"2026-12-02.md"])
q("due","ru","К какому числу Аня сдаёт отчёт по AB тесту?",[],[d("2026-12-15","к 15-му")],[D+"2026-12-07.md"])
q("due","en","What's due today?",["smoke test"],[],[D+"2026-12-10.md"])
q("due","en","When is Kirill's Discord post due?",[],[d("2026-12-16","к следующей среде")],[D+"2026-12-09.md"])
q("due","ru","Когда Том должен прислать оценку по японскому?",[],[d("2026-12-21")],["Projects/Localisation Backlog.md"])
q("due","en","What's Becky got due next week?",["иконки"],[d("2026-12-17")],[D+"2026-12-04.md"])
q("due","ru","Что Сэм должен сдать в пятницу?",["rollback"],[],[D+"2026-12-08.md"])
q("due","ru","Какие дедлайны у Димы на следующей неделе?",["квест"],[d("2026-12-18")],["Projects/Winter Festival.md"])

# away (8)
q("away","ru","Макс когда в отпуске?",[],[d("2026-12-14","14–18 Dec"),d("2026-12-18","14–18 Dec")],[D+"2026-12-03.md"])
q("away","en","Is Anya out?",[],[["больничн","sick"],d("2026-12-11","до конца недели")],[D+"2026-12-07.md"])
q("away","en","When is Olya on vacation?",[],[d("2026-12-21","с 21-го"),["8 января","Jan 8","January 8","2027-01-08","08.01"]],[D+"2026-12-04.md"])
q("away","en","Was Sam out the week of Nov 23?",["OOO"],[["Nov 23–27","Nov 23-27"]],[D+"2026-11-20.md"])
q("away","ru","Кому писать в LinguaPro, пока Том в отпуске?",["Julia"],[],[D+"2026-12-08.md"])
q("away","en","Who's at a conference next week?",[],[["Олег","Oleg"],["Белград","Belgrade"]],[D+"2026-12-09.md"])
q("away","ru","Кто берёт выходной в пятницу?",["Becky"],[],[D+"2026-12-09.md"])
q("away","en","When's Kirill off for the holidays?",[],[d("2026-12-28","28.12–03.01"),["03.01","Jan 3","January 3","3 января","2027-01-03"]],[D+"2026-12-10.md"])

# preference (8)
q("preference","ru","Как лучше связаться с Максом?",["Slack"],[],["People/Max Turner.md"])
q("preference","en","Can I book a call with Oleg at 6pm?",["17"],[["созвон"]],["People/Олег Смирнов.md"])
q("preference","ru","Как Аня хочет получать запросы по данным?",["Jira"],[["тикет"]],["People/Анна Кузнецова.md"])
q("preference","en","What does Sam prefer for meetings?",["11"],[["async"]],["People/Sam Rivera.md"])
q("preference","en","How does Olya like status updates?",["Telegram"],[["коротк"]],["People/Ольга Петрова.md"])
q("preference","ru","Как Бекки любит получать фидбек по арту?",["screenshot"],[["annotated"]],[D+"2026-11-18.md"])
q("preference","en","How does Tom want strings sent?",["XLSX"],[["batch"]],["People/Tom Becker.md"])
q("preference","ru","Можно писать Кириллу в выходные?",["выходн"],[["инцидент"]],["People/Кирилл Лебедев.md"])

# decision (8)
q("decision","en","When are we launching the winter festival?",[],[d("2026-12-22")],[D+"2026-12-07.md"])
q("decision","en","Which price points did we decide to test for the starter pack?",["0.99","1.99","2.99"],[],[D+"2026-11-10.md"])
q("decision","en","What rate did we agree with LinguaPro?",["0.09"],[],["Knowledge/LinguaPro.md"])
q("decision","ru","Когда код-фриз 2.15?",[],[d("2026-12-15")],[D+"2026-12-03.md"])
q("decision","ru","Куда решили переезжать с серверами?",["GCP"],[],[D+"2026-11-09.md"])
q("decision","en","What did we decide to do about the new tutorial?",["2.14.1"],[["откат"]],[D+"2026-11-19.md"])
q("decision","ru","Какого QA решили нанимать?",["middle"],[["180"]],[D+"2026-11-13.md"])
q("decision","ru","Сколько должен идти AB тест по нашим правилам?",[],[["14 days","14 дней"]],["Knowledge/AB test rules.md"])

# status (8)
q("status","en","Where are we with the server migration?",["matchmaking"],[],[D+"2026-12-09.md"])
q("status","en","Status of the loc backlog?",["45"],[],[D+"2026-12-09.md"])
q("status","en","How's QA hiring going?",[],[["оффер","offer"],["Марин","Marina"]],[D+"2026-12-08.md"])
q("status","ru","Что с рейтингом в сторе?",["4.4"],[],[D+"2026-12-07.md"])
q("status","ru","Как там AB тест стартового пака?",["1.99"],[["significan","B wins"]],[D+"2026-12-09.md"])
q("status","en","Status of the winter event?",["100%"],[["наград"]],[D+"2026-12-09.md"])
q("status","ru","Что с крашем на Android 14?",["2.14.1"],[["fixed"]],[D+"2026-11-30.md"])
q("status","ru","Хотфикс вышел?",["2.14.1"],[["вышел"]],[D+"2026-11-30.md"])

# owner (8)
q("owner","ru","Кто отвечает за миграцию серверов?",[],[["Sam","Сэм"]],["Projects/Server Migration.md"])
q("owner","en","Who owns the localisation backlog?",[],[["Кирилл","Kirill"]],["Projects/Localisation Backlog.md"])
q("owner","ru","Чей AB тест со стартовым паком?",[],[["Max","Макс"]],["Projects/Starter Pack AB.md"])
q("owner","en","Who's running QA hiring?",[],[["Олег","Oleg"]],["Projects/Найм QA.md"])
q("owner","en","Who owns the Winter Festival?",[],[["Дмитри","Дима","Dmitr"]],["Projects/Winter Festival.md"])
q("owner","ru","Кто занимается падением рейтинга?",[],[["Ольг","Оля","Olga"]],["Projects/Rating Drop.md"])
q("owner","en","Who maintains the release checklist?",[],[["Игор","Igor"]],["Knowledge/Release checklist.md"])
q("owner","ru","Кто у нас за дашборды?",[],[["Анн","Аня"]],["People/Анна Кузнецова.md"])

# said (8)
q("said","ru","Что Сэм говорил про репликацию?",["40"],[],[D+"2026-11-19.md"])
q("said","en","What did Olya say about the publisher?",[],[["Рождеств"]],[D+"2026-11-16.md"])
q("said","ru","Что Том сказал про турецкий?",["sick"],[],[D+"2026-12-02.md"])
q("said","en","What did Anya say about retention?",["15%"],[["18%"]],[D+"2026-11-13.md"])
q("said","ru","Что Бекки говорила про баннеры?",["final copy"],[],[D+"2026-11-27.md"])
q("said","en","What did Kirill say about the negative reviews?",[],[["туториал"],["энерг"]],[D+"2026-11-18.md"])
q("said","ru","Что Макс говорил про вариант за $2.99?",["conversion"],[],[D+"2026-11-25.md"])
q("said","en","What did Oleg say about the candidates?",[],[["Марин"],["автотест"]],[D+"2026-12-02.md"])

# changed (6)
q("changed","en","What changed on the migration since Dec 1?",["80%"],[["matchmaking"]],[D+"2026-12-04.md",D+"2026-12-09.md"])
q("changed","ru","Что нового по рейтингу с 1 декабря?",["4.4"],[],[D+"2026-12-07.md"])
q("changed","en","Anything changed about the festival launch since Nov 30?",[],[d("2026-12-22")],[D+"2026-12-07.md"])
q("changed","ru","Что изменилось по найму QA с 20 ноября?",[],[["оффер","offer"],["3 candidates","3 кандидат"]],[D+"2026-11-27.md",D+"2026-12-08.md"])
q("changed","en","Loc updates since Nov 25?",["45"],[["120"]],[D+"2026-12-02.md",D+"2026-12-09.md"])
q("changed","ru","Что нового по AB тесту на этой неделе?",["1.99"],[["significan","B wins"]],[D+"2026-12-09.md"])

# absent (15)
for lang, text in [
    ("ru","Какой бюджет на Winter Festival?"),
    ("en","What's Sam's phone number?"),
    ("ru","Когда у Димы день рождения?"),
    ("en","Did we decide anything about Chinese localisation?"),
    ("en","What did Becky say about the Android crash?"),
    ("ru","Кто отвечает за рекламу в TikTok?"),
    ("ru","Когда Игорь в отпуске?"),
    ("en","What time of day does Tom prefer for calls?"),
    ("ru","Что Макс обещал по миграции серверов?"),
    ("en","What's the status of the iOS widget?"),
    ("ru","Сколько DAU было в день выхода 2.14?"),
    ("en","Who owns the Halloween event?"),
    ("en","What did Olya say about the AB test?"),
    ("ru","Кто заменит Олега на время конференции?"),
    ("en","When does Marina start?"),
]:
    Q.append({"q": text, "lang": lang, "class": "absent", "absent": True,
              "must": [], "any": [], "sources": []})

for i, x in enumerate(Q, 1):
    x["id"] = f"c{i:02d}"
out = {"today": "2026-12-10",
       "questions": [{"id": x["id"], **{k: v for k, v in x.items() if k != "id"}} for x in Q]}
p = pathlib.Path(__file__).resolve().parent.parent / "questions.json"
p.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(len(Q))
