import json
def D(iso, *extra):
    y, m, d = iso.split("-"); m, d = int(m), int(d)
    en = ["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"][m-1]
    enl = ["January","February","March","April","May","June","July","August","September","October","November","December"][m-1]
    ru = ["января","февраля","марта","апреля","мая","июня","июля","августа","сентября","октября","ноября","декабря"][m-1]
    g = [iso, f"{en} {d}", f"{enl} {d}", f"{d} {ru}", f"{d:02d}.{m:02d}"]
    if d < 10: g.append(f"{d}.{m:02d}")
    return g + list(extra)
Q = []
def q(cls, lang, text, must=(), any_=(), sources=(), absent=False):
    Q.append(dict(cls=cls, lang=lang, q=text, must=list(must), any=[list(a) for a in any_], sources=list(sources), absent=absent))
P="People/"; J="Projects/"; K="Knowledge/"; d=lambda s: f"Daily/2026-{s}.md"
# promised 8
q("promised","ru","что Лена обещала по статье?",["draft"],[D("2026-11-17","by Tuesday")],[d("11-13")])
q("promised","en","what did Tom promise us?",["protocol"],[],[d("11-06")])
q("promised","en","misha promised smth re Leica?",["демо"],[],[d("11-26")])
q("promised","ru","Прия что обещала?",["Fig.3"],[D("2026-11-30","Mon 30th")],[d("11-23")])
q("promised","ru","Оля что обещала узнать?",["overhead"],[],[d("11-19")])
q("promised","en","what did the sequencing core promise for the pilot?",["FASTQ"],[D("2026-11-25")],[d("11-12")])
q("promised","en","what did Dima promise last week?",["гл.2"],[],[d("11-24")])
q("promised","ru","что NP обещал в ноябре?",["софинансир"],[],[d("11-19")])
# overdue 6
q("overdue","ru","что у Миши просрочено?",["инвентаризац"],[D("2026-11-27")],[P+"Mikhail Orlov.md"])
q("overdue","en","anything overdue from Priya?",["Fig.3"],[D("2026-11-30")],[J+"Heidelberg Proteomics.md"])
q("overdue","en","Dima's overdue stuff?",["гл.2"],[D("2026-11-27","до пятницы")],[d("11-24")])
q("overdue","ru","Аня что-то просрочила?",["ethics form"],[D("2026-11-30","by Monday")],[d("11-26")])
q("overdue","en","is Serge behind on anything?",["biosafety"],[D("2026-11-20")],[P+"Sergey Kuznetsov.md"])
q("overdue","ru","что просрочено по гранту РНФ?",["бюджетн"],[D("2026-12-01")],[J+"RSF Grant 2027.md"])
# due 10
q("due","en","what's due today for Kate?",["counts"],[],[P+"Kate Miller.md"])
q("due","ru","Лене что сегодня сдавать?",["methods"],[],[J+"Heidelberg Proteomics.md"])
q("due","ru","что на завтра у Миши?",[],[["сухой лёд","сухой лед","dry ice"]],[d("12-03")])
q("due","en","Anya — anything due tomorrow?",["journal club"],[],[P+"Anna Petrova.md"])
q("due","ru","Серёже что надо сделать до конца недели?",["праймер"],[],[d("12-01")])
q("due","en","what does Dima owe by end of this week?",["ToC"],[],[d("12-02")])
q("due","ru","что по РНФ надо закрыть на этой неделе?",["смет"],[],[J+"RSF Grant 2027.md"])
q("due","en","Priya — what's due this week?",["flights"],[],[P+"Priya Raman.md"])
q("due","ru","по конфокалу что-то на сегодня стоит?",["демо"],[["Leica"]],[J+"Confocal Upgrade.md",d("12-03")])
q("due","en","Kate due tmrw?",["notebook"],[],[P+"Kate Miller.md"])
# away 6
q("away","ru","Лена когда в отпуске?",[],[D("2026-12-07","с 7 по 18","7–18"),D("2026-12-18","7–18")],[d("12-01"),P+"Elena Sokolova.md"])
q("away","en","is misha around on friday?",["отгул"],[D("2026-12-04","пятниц","Friday")],[d("12-02")])
q("away","en","when is Priya in Heidelberg?",[],[D("2026-12-14"),D("2026-12-16","14–16","14-16")],[d("12-03")])
q("away","ru","NP когда в командировке?",[],[D("2026-11-30"),D("2026-12-04")],[d("11-30")])
q("away","en","when was Dima out sick?",["больничн"],[D("2026-11-19","до четверга")],[d("11-17")])
q("away","ru","Том когда недоступен?",["conference"],[D("2026-12-06"),D("2026-12-10","6–10")],[d("11-27")])
# preference 12
q("preference","en","how does Lena want feedback?",["письменно"],[["гугл-док","Google Doc"]],[P+"Elena Sokolova.md"])
q("preference","ru","Лене во сколько можно ставить встречи?",["не раньше 11"],[],[P+"Elena Sokolova.md",d("11-10")])
q("preference","ru","Диме когда удобно 1:1?",["понедельник"],[],[P+"Dmitry Volkov.md",d("11-09")])
q("preference","en","how should I give Anya feedback?",["не при всех"],[],[P+"Anna Petrova.md",d("11-12")])
q("preference","en","how does Misha want reagent requests sent?",["через форму"],[],[P+"Mikhail Orlov.md",d("11-17")])
q("preference","ru","как Прия хочет получать апдейты?",["written"],[["bullet"]],[P+"Priya Raman.md",d("11-26")])
q("preference","ru","Тому фигуры в каком формате слать?",["PDF"],[["PPT"]],[P+"Tom Becker.md",d("11-27")])
q("preference","en","what format does Olga want docs in?",["docx"],[],[P+"Olga Ivanova.md",d("12-02")])
q("preference","en","when should I NOT book Serge?",["9 утра"],[],[P+"Sergey Kuznetsov.md",d("12-02")])
q("preference","en","Kate — what data does she want from the core?",["raw FASTQ"],[],[P+"Kate Miller.md",d("11-12")])
q("preference","ru","как NP любит получать отчёты?",["одна страниц"],[["email"]],[P+"Nikolai Fedorov.md",d("11-19")])
q("preference","ru","Тому лучше в слак писать или на почту?",["email"],[],[P+"Tom Becker.md",d("11-27")])
# decision 12
q("decision","en","what did we end up deciding on the confocal?",["Leica"],[["Stellaris"]],[d("11-26"),J+"Confocal Upgrade.md"])
q("decision","ru","что решили насчёт Тома в заявке РНФ?",["без бюджета"],[],[J+"RSF Grant 2027.md"])
q("decision","en","KO approach — what did we settle on?",["1+3"],[["морфолино","Морфолино"]],[d("11-16"),J+"Zebrafish tp53 KO.md"])
q("decision","ru","что решили по предзащите Димы?",[],[D("2027-02-12")],[d("11-19"),J+"Dima Thesis.md"])
q("decision","ru","журнал-клаб теперь когда?",["16:00"],[["пятниц","Friday"]],[d("11-04"),K+"Journal Club.md"])
q("decision","en","10x or Parse for the full scRNA run?",["10x"],[],[d("11-24")])
q("decision","ru","как решили везти образцы в Гейдельберг?",["DHL"],[],[d("11-24")])
q("decision","en","lab meeting — what slot did we agree on?",["11:00"],[["вторник","Tuesday"]],[d("11-10")])
q("decision","ru","Аня — протеомика или рыбки, что решили?",[],[["рыбк","zebrafish"]],[d("11-12")])
q("decision","en","cold room cleaning — what was decided?",["пятниц"],[],[K+"Lab Rules.md"])
q("decision","ru","что договорились по заказам дороже 50к?",["одобрен"],[],[d("11-17"),K+"Ordering Process.md"])
q("decision","en","which journal are we submitting the paper to?",["eLife"],[],[d("11-13")])
# status 12
q("status","ru","что там с РНФ продлением?",["90%"],[["бюджет"]],[d("12-03")])
q("status","en","where are we with the confocal?",["24 млн"],[["Leica"]],[d("12-03")])
q("status","en","status of the KO fish?",["F1"],[["мозаиц"]],[d("11-30")])
q("status","ru","что с протеомикой в Гейдельберге?",["Orbitrap"],[["2-я партия"]],[d("12-03")])
q("status","en","dima thesis — how far along?",["гл.2"],[["всё ещё нет"]],[d("12-02")])
q("status","ru","как дела со scRNA пилотом?",["re-seq"],[["clustering"]],[d("12-03")])
q("status","en","paper status?",["Fig.3"],[],[d("12-01")])
q("status","en","Anya's ethics application — where is it?",["не подана"],[D("2026-12-10")],[d("12-02")])
q("status","ru","qPCR у Сержа как?",["3 из 5"],[],[d("12-01")])
q("status","en","is the -80 #2 fixed yet?",["починили"],[],[d("12-01")])
q("status","ru","микоплазма в HEK — что в итоге?",["отрицат"],[],[d("11-23")])
q("status","ru","отчёт по текущему РНФ сдали?",["сдан"],[],[d("11-20")])
# owner 8
q("owner","en","who owns the scRNA pilot?",[],[["Kate","Катя"]],[J+"scRNA-seq Pilot.md",P+"Kate Miller.md"])
q("owner","ru","кто отвечает за закупку конфокала?",[],[["Миша","Mikhail","Misha"]],[J+"Confocal Upgrade.md"])
q("owner","en","who's on the zebrafish KO line?",[],[["Серж","Sergey","Серёж"]],[J+"Zebrafish tp53 KO.md",P+"Sergey Kuznetsov.md"])
q("owner","ru","кто ведёт Гейдельберг с нашей стороны?",[],[["Priya","Прия"]],[J+"Heidelberg Proteomics.md",d("11-06")])
q("owner","en","who's doing the RSF budget?",[],[["Оля","Olga","Ольга"]],[J+"RSF Grant 2027.md",d("11-09")])
q("owner","ru","кто рулит журнал-клабом?",[],[["Аня","Anna","Anya"]],[K+"Journal Club.md",d("11-04")])
q("owner","en","who's first author / owns the paper draft?",[],[["Lena","Лена","Elena"]],[P+"Elena Sokolova.md"])
q("owner","ru","кто у нас отвечает за тесты на мико?",[],[["Дима","Dima","Dmitry"]],[d("11-06"),K+"Lab Rules.md",P+"Dmitry Volkov.md"])
# said 6
q("said","en","what did Tom say about the MS run?",["mid-January"],[["Orbitrap"]],[d("11-27")])
q("said","ru","что NP сказал про конфокал?",["половин"],[],[d("11-19")])
q("said","en","what did Lena say about eLife?",["быстрее"],[["препринт"]],[d("11-13")])
q("said","en","what did Olga say about salaries in the budget?",["60%"],[],[d("11-16")])
q("said","ru","что Кейт сказала про плохие образцы?",["S3","S7"],[["re-sequenced"]],[d("11-23")])
q("said","ru","что Серж говорил про гРНК2?",["20%"],[],[d("11-16")])
# changed 6
q("changed","en","confocal — anything changed since Nov 15?",["Leica","Stellaris"],[],[d("11-26"),d("12-03")])
q("changed","ru","что нового по РНФ с 25 ноября?",["90%"],[],[d("11-27"),d("11-30"),d("12-03")])
q("changed","en","scRNA pilot — what changed since Nov 20?",["S3"],[["10x","Chromium"]],[d("11-23"),d("11-24"),d("11-27"),d("12-02"),d("12-03")])
q("changed","ru","что изменилось по диссеру Димы с 20.11?",["гл.3"],[["гл.2"]],[d("11-23"),d("11-24"),d("11-27"),d("12-02")])
q("changed","en","Heidelberg proteomics: what's new since Nov 23?",["DHL"],[["Orbitrap"]],[d("11-24"),d("11-26"),d("11-27"),d("12-03")])
q("changed","ru","KO-линия: что поменялось с 20 ноября?",["мозаиц"],[["F1"]],[d("11-30"),d("12-01")])
# absent 14
for lang, t in [("ru","как Миша любит получать фидбек?"),("en","what did we decide about the lab retreat?"),
    ("ru","статус по колонии мышей?"),("en","who owns the western blot station?"),("en","when is Kate on vacation?"),
    ("ru","что Том говорил про грант РНФ?"),("en","what did Kate say about the confocal?"),("ru","какой фидбек любит Серёжа?"),
    ("ru","что решили по патенту?"),("en","status of the ERC application?"),("ru","кто отвечает за сайт лабы?"),
    ("en","what did NP decide about the office space?"),("en","anything overdue for Tom?"),("ru","Серёжа когда в отпуске?")]:
    q("absent", lang, t, absent=True)
out = []
for i, x in enumerate(Q, 1):
    r = {"id": f"c{i:02d}", "q": x["q"], "lang": x["lang"], "class": x["cls"], "must": x["must"], "any": x["any"], "sources": x["sources"]}
    if x["absent"]: r["absent"] = True
    out.append(r)
json.dump({"today": "2026-12-03", "questions": out}, open("/work/sets/answer_blind16/questions.json","w"), ensure_ascii=False, indent=1)
print(len(out))
