import json
TODAY = "2026-12-03"
EN = ["January","February","March","April","May","June","July","August","September","October","November","December"]
RU = ["января","февраля","марта","апреля","мая","июня","июля","августа","сентября","октября","ноября","декабря"]
def D(y, m, d, *extra):
    g = [f"{y:04d}-{m:02d}-{d:02d}", f"{EN[m-1][:3]} {d}", f"{EN[m-1]} {d}", f"{d} {RU[m-1]}", f"{d:02d}.{m:02d}"]
    if d < 10:
        g.append(f"{d}.{m:02d}")
    return g + list(extra)
Q = []
def q(cls, lang, text, must=(), any_=(), sources=(), absent=False):
    Q.append({"id": f"c{len(Q)+1:02d}", "q": text, "lang": lang, "class": cls,
              "must": list(must), "any": [list(a) for a in any_], "sources": list(sources),
              **({"absent": True} if absent else {})})
dl = lambda s: f"Daily/{s}.md"
P = lambda s: f"People/{s}.md"
PR = lambda s: f"Projects/{s}.md"
LENA = ["Лена", "Елена", "Смирнова", "Lena", "Elena"]
DIMA = ["Дима", "Дмитрий", "Волков", "Dima", "Dmitry", "Volkov"]
SERG = ["Серёжа", "Сережа", "Серёга", "Серега", "Сергей", "Петров", "Serezha", "Sergey", "Petrov"]
OLYA = ["Оля", "Ольга", "Кузнецова", "Olya", "Olga"]
KATYA = ["Катя", "Екатерина", "Морозова", "Katya", "Kat"]
LYOSHA = ["Лёша", "Леша", "Алексей", "Новиков", "Lyosha", "Alexey", "Aleksey"]
PRIYA = ["Priya", "Прия", "Pri"]
MARK = ["Mark", "Марк", "Bennett"]

# promised 8
q("promised","en","What did Lena promise on TechForum?",["тайминг"],[D(2026,11,24,"до вторника","Tuesday","вторник")],[dl("2026-11-18")])
q("promised","ru","Что Марк обещал по Lumen?",["SOW"],[["signed","подпис"]],[dl("2026-11-25")])
q("promised","en","what did Seryoga promise re StageLight?",["скидк","10%"],[],[dl("2026-11-12")])
q("promised","en","What did Olya promise last week?",["акт","Orbita"],[],[dl("2026-11-23")])
q("promised","ru","что Катя обещала на 1:1 в октябре?",["Timepad"],[["курс"]],[P("Екатерина Морозова")])
q("promised","en","What did Dima promise for the Sochi trip and by when?",["трансфер"],[D(2026,12,3,"к четвергу","Thursday","четверг","today","сегодня")],[dl("2026-12-01")])
q("promised","ru","Когда Pri обещала дизайн бейджей?",[],[D(2026,11,11,"by Wed","Wednesday","сред")],[dl("2026-11-09")])
q("promised","ru","Наташа из ВекторБанка что обещала?",["бюджет"],[D(2026,11,27)],[dl("2026-11-19")])

# overdue 6
q("overdue","ru","Что просрочено по MedSummit?",["КП"],[],[PR("MedSummit 2027")])
q("overdue","en","Is Dimon behind on anything?",["автобус"],[],[dl("2026-11-18")])
q("overdue","en","what's overdue for Olya?",["deposit"],[["Volna","Волна"]],[PR("VectorBank NY Party")])
q("overdue","ru","по регистрации TF что-то просрочено?",["напоминалк"],[],[dl("2026-11-25"), dl("2026-12-03")])
q("overdue","ru","Лёха что-то просрочил?",["site visit"],[["Gorki"]],[PR("Lumen Offsite Sochi")])
q("overdue","ru","Что у Марка просрочено?",["budget v3"],[],[P("Mark Bennett")])

# due 10
q("due","en","What's due today on TechForum?",["райдер","рассадк"],[],[PR("TechForum 2026"), dl("2026-12-03")])
q("due","ru","Что по Сочи должно быть готово сегодня?",["трансфер"],[],[dl("2026-12-01")])
q("due","ru","Что горит завтра у Прии?",["print"],[],[PR("TechForum 2026")])
q("due","en","What's Olya supposed to finish tomorrow?",["кейтеринг"],[["сверить","свер"]],[dl("2026-12-02")])
q("due","en","anything due this week for the VectorBank party?",["смет"],[],[dl("2026-11-30")])
q("due","ru","Катюша что должна сдать на этой неделе?",["список участников"],[],[PR("TechForum 2026")])
q("due","en","What does Serezha need to get done this week?",["монтаж"],[["LED"]],[dl("2026-12-02")])
q("due","ru","Что у Марка сегодня по задачам?",["CFO"],[],[P("Mark Bennett"), dl("2026-12-03")])
q("due","en","what does Lenka have to do today?",["рассадк"],[],[dl("2026-12-03")])
q("due","en","MedSummit — anything due this week?",["бриф"],[],[PR("MedSummit 2027")])

# away 6
q("away","ru","Когда Ленка в отпуске?",[],[D(2026,12,14,"14 по 18","14 дек")],[P("Елена Смирнова")])
q("away","en","Who was out sick last week?",[],[DIMA],[dl("2026-11-23")])
q("away","en","When is Seryoga on a business trip?",[],[D(2026,12,7,"7–8 дек","7-8 дек")],[dl("2026-12-02")])
q("away","ru","Когда у Марка выходной?",[],[D(2026,12,4,"Friday","пятниц")],[dl("2026-12-01")])
q("away","en","who was on vacation Nov 16-20?",[],[PRIYA],[dl("2026-11-16")])
q("away","ru","Когда шеф в отъезде?",[],[D(2026,12,9,"9–12 дек","9-12 дек")],[dl("2026-12-02")])

# preference 12
q("preference","en","How does Lena like to get feedback?",["личк"],[],[P("Елена Смирнова")])
q("preference","ru","Марк как любит получать апдейты?",["Slack"],[],[P("Mark Bennett")])
q("preference","ru","Можно поставить Марку созвон на 9 утра? какие у него предпочтения по звонкам",["11"],[],[P("Mark Bennett")])
q("preference","en","what format does Olya want reports in?",["Excel"],[],[P("Ольга Кузнецова")])
q("preference","en","How does Palych want reports?",["1 страниц"],[["цифры сверху","цифр"]],[P("Игорь Белов")])
q("preference","ru","Прия как хочет фидбек по макетам?",["one doc"],[["screenshot"]],[P("Priya Nair")])
q("preference","en","How should we contact Natasha from VectorBank?",["email"],[["WhatsApp"]],[P("Наталья Орлова")])
q("preference","en","Which AV vendor does Serezha prefer?",["StageLight"],[],[P("Сергей Петров")])
q("preference","ru","Дима как предпочитает синкаться?",["голосов"],[],[P("Дмитрий Волков")])
q("preference","en","best way to give Katya tasks?",["письменно"],[["чек-лист","чеклист"]],[P("Екатерина Морозова")])
q("preference","ru","Какие площадки Лёша любит?",["лофт"],[],[P("Алексей Новиков")])
q("preference","en","When does Igor prefer to have meetings?",["вторник","четверг"],[],[P("Игорь Белов")])

# decision 12
q("decision","en","Where's TechForum happening, what did we decide?",["Экспоцентр"],[["пав. 2","павильон 2"]],[dl("2026-11-06"), PR("TechForum 2026")])
q("decision","ru","кейтеринг на TF — на чём в итоге остановились?",["Gastro Team"],[],[dl("2026-11-25")])
q("decision","ru","Что решили по площадке для Lumen?",["Gorki Arena"],[],[dl("2026-11-13")])
q("decision","en","VectorBank party theme — what was agreed?",["Gatsby"],[],[dl("2026-11-12")])
q("decision","ru","что решили по AV тендеру?",["3 vendors"],[["StageLight","ProSound","Luxvision"]],[dl("2026-11-19")])
q("decision","en","Which registration platform did we pick for TechForum?",["Timepad"],[],[dl("2026-11-04")])
q("decision","en","MedSummit dates — what did we agree with Pharmakon?",[],[D(2027,2,18,"18–19 февраля","18-19 февраля")],[PR("MedSummit 2027")])
q("decision","ru","что решили по согласованию закупок?",["300"],[["Палыч","Игорь","шеф"]],["Knowledge/Бюджет и согласования.md"])
q("decision","ru","кто возит людей в Сочи — что решили по автобусам?",["ТрансЮг"],[],[dl("2026-11-18")])
q("decision","en","what did we decide about TF badges?",["QR"],[["recycled"]],[dl("2026-11-13")])
q("decision","en","What did we agree about team standups?",["понедельник"],[["10:00"]],[dl("2026-11-16")])
q("decision","ru","Где решили делать корпоратив ВекторБанка?",["Волна"],[],[dl("2026-11-16")])

# status 12
q("status","en","How many TechForum registrations now?",["780"],[],[dl("2026-12-02")])
q("status","ru","Что с контрактом Lumen?",["подписан"],[],[dl("2026-11-30")])
q("status","en","where are we with the VectorBank budget?",["согласован"],[["4,2","4.2"]],[dl("2026-11-27")])
q("status","ru","MedSummit — какой статус?",["hold"],[],[dl("2026-12-02")])
q("status","en","TF speakers status?",[],[["все 20","20/20","20 из 20","all 20"]],[dl("2026-12-02")])
q("status","ru","как прошла Orbita?",["72"],[],[dl("2026-11-30")])
q("status","ru","Бейджи TF — где мы?",["утвержд"],[],[dl("2026-12-02")])
q("status","en","Sochi buses — status?",["договор"],[["не подтвержд"]],[dl("2026-12-02")])
q("status","ru","как там AV tender?",["2 из 3"],[["Luxvision"]],[dl("2026-12-03")])
q("status","en","Gastro Team contract status?",["на подписи"],[],[dl("2026-12-02")])
q("status","ru","Как идёт поиск второго координатора?",["3 кандидат"],[],[dl("2026-12-01")])
q("status","ru","Горки Арена забронирована?",["подтвержд"],[["30%"]],[dl("2026-11-20")])

# owner 8
q("owner","en","Who owns TechForum?",[],[LENA],[PR("TechForum 2026")])
q("owner","ru","кто ведёт Lumen offsite?",[],[DIMA],[PR("Lumen Offsite Sochi")])
q("owner","ru","Кто отвечает за MedSummit?",[],[MARK],[PR("MedSummit 2027")])
q("owner","en","who handles registration for TechForum?",[],[KATYA],[PR("TechForum 2026"), P("Екатерина Морозова")])
q("owner","ru","Кто рулит корпоративом ВекторБанка?",[],[LYOSHA],[PR("VectorBank NY Party")])
q("owner","ru","Кто ведёт AV тендер?",[],[SERG],[PR("AV Tender 2027")])
q("owner","en","Who's responsible for supplier payments?",[],[OLYA],["Knowledge/Бюджет и согласования.md"])
q("owner","ru","кто делает дизайн бейджей на TF?",[],[PRIYA],[PR("TechForum 2026"), P("Priya Nair")])

# said 6
q("said","en","What did Palych say about TechForum overspend?",["5%"],[],[dl("2026-11-19")])
q("said","en","What did Natasha say about the show program?",["шоу"],[["режут","не тянет"]],[dl("2026-11-27")])
q("said","ru","Что Том сказал про LED?",["last one"],[],[dl("2026-11-26")])
q("said","en","what did Lena say about the catering tasting?",["10/10"],[],[dl("2026-11-25")])
q("said","en","What did Lyosha say about Volna?",["акустик"],[],[dl("2026-11-16")])
q("said","ru","Что Марк говорит про CFO Lumen?",["2 days"],[],[dl("2026-12-01")])

# changed 6
q("changed","en","What changed on TF catering since Nov 20?",["Gastro Team"],[["ФудЛаб"]],[dl("2026-11-25")])
q("changed","ru","Как изменились регистрации на TF с 25 ноября?",["780"],[["610"]],[dl("2026-11-25"), dl("2026-12-02")])
q("changed","ru","что поменялось по Lumen с середины ноября?",["2 дн"],[["SOW подписан","подписан"]],[dl("2026-12-01"), dl("2026-11-30")])
q("changed","en","What's new with the VectorBank party since Nov 20?",["4,2"],[["шоу"]],[dl("2026-11-27")])
q("changed","en","Any change on MedSummit since Nov 25?",["hold"],[],[dl("2026-12-02")])
q("changed","ru","Что изменилось по LED с 26 ноября?",[],[D(2026,12,9)],[dl("2026-12-02")])

# absent 14
for lang, text in [
    ("en","How does Lyosha want to get feedback?"),
    ("ru","Что решили по парковке на TechForum?"),
    ("en","Who owns the Rostelecom conference?"),
    ("ru","Когда Оля в отпуске?"),
    ("en","What did Priya say about the VectorBank party?"),
    ("ru","Что решили по стенду на выставке в Казани?"),
    ("en","What did Tom promise about the discount?"),
    ("ru","Какие у Палыча предпочтения по кейтерингу?"),
    ("en","Who's responsible for security at TechForum?"),
    ("ru","Какой бюджет у MedSummit?"),
    ("ru","Когда Катя уходит в отпуск?"),
    ("en","What did we decide about the TechForum afterparty?"),
    ("ru","Что Наташа обещала по подаркам сотрудникам?"),
    ("en","Status of the agency website redesign?"),
]:
    q("absent", lang, text, absent=True)

for x in Q:
    x["today"] = TODAY
json.dump({"today": TODAY, "questions": Q}, open("/work/sets/answer_blind23/questions.json","w"), ensure_ascii=False, indent=1)
print(len(Q))
