"""Chat 2: a non-profit food bank's operations team — WhatsApp (Android) txt export, English."""
from common import C, CT, D, F, M, P, PR, X

GROUP = "Pantry Ops Team"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Maya Okafor"
LANGUAGE = "en"

T = "Tom Brennan"
Pr = "Priya Raman"
L = "Luis Ortega"
Db = "Deb Kowalski"
S = "Sam Whitaker"
G = "Grace Liu"

PEOPLE = {
    T: ["Tom", "Tommy", "Tom B"],
    Pr: ["Priya", "Pri"],
    L: ["Luis O", "Luis", "Lu"],
    Db: ["Deb K", "Deb", "Debbie"],
    S: ["Sam W", "Sam", "Sammy"],
    G: ["Grace", "Gracie"],
}

MY, TB, PRI, LU, DEB, SAM, GR = ("Maya Okafor", "Tom Brennan", "Priya", "Luis O", "Deb K", "Sam W",
                                 "Grace Liu")
LUIS_PHONE = "+44 7700 900431"  # Luis writing from his sister's phone (not a saved contact)

MESSAGES = [
    M("11-16", "08:01", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, "
      "not even WhatsApp, can read or listen to them. Tap to learn more.", system=True),
    # --- Mon 16 Nov
    M("11-16", "08:15", MY, "Morning all! Hamper drive kicks off this week. Target is 300 hampers packed by "
      "Dec 12. I need: the pickup schedule (Tom), the volunteer rota for the packing Saturdays (Luis) and "
      "the grant report draft (Deb). Shout if you can't."),
    M("11-16", "08:21", TB, "On it. Pickup schedule to you by Wednesday",
      C(T, ["pickup|pick-up|pick up", "schedule"], "2026-11-18")),
    M("11-16", "08:30", LU, "rota for the 21st and 28th will be up tomorrow night",
      C(L, ["rota"], "2026-11-17")),
    M("11-16", "08:44", DEB, "Grant report is due to the council on the 30th. I'll get you a draft by Friday "
      "the 27th so you have the weekend",
      C(Db, ["grant|report", "draft"], "2026-11-27")),
    M("11-16", "08:45", DEB, "Also FYI I only work Mon/Wed/Fri now (the other two days are at the foundation), "
      "so don't expect quick replies Tue/Thu",
      F(Db, ["mon", "fri"])),
    M("11-16", "09:10", GR, "Heads up, freezer 2 was reading -12 this morning instead of -18. Moved all the meat "
      "to freezer 1. I'll call the repair guy today",
      C(G, ["repair|technician|engineer", "freezer"], "2026-11-16")),
    M("11-16", "09:12", MY, "Thanks Grace 🙏"),
    M("11-16", "10:05", PRI, "Intake today was mad busy - 46 households, 9 new registrations. We're out of the "
      "new client forms btw"),
    M("11-16", "10:07", MY, "Can someone print more forms?"),
    M("11-16", "10:15", SAM, "I can do it at college tmrw, free printing 😅",
      C(S, ["print", "form"], "2026-11-17")),
    M("11-16", "13:30", GR, "Repair guy booked for Thursday morning, earliest he had",
      D(G, ["repair|technician|engineer", "freezer"])),
    M("11-16", "17:45", TB, "<Media omitted>"),
    M("11-16", "17:46", TB, "sorry that voice note was meant for my wife lol. ignore"),
    M("11-16", "17:50", PRI, "Hahaha"),
    # --- Tue 17 Nov
    M("11-17", "07:50", PRI, "Could we get a translator for Thursday intake? We had 4 Ukrainian speaking "
      "families yesterday and I was using google translate"),
    M("11-17", "08:05", MY, "Good call. Deb, doesn't the refugee council have volunteers?"),
    M("11-17", "08:15", GR, "Deb's off today. I know someone - Oksana from my church. I'll ask her tonight if "
      "she can do Thursdays",
      C(G, ["Oksana|translat|interpret"], "2026-11-17")),
    M("11-17", "08:16", MY, "Maya Okafor changed the group description", system=True),
    M("11-17", "12:00", SAM, "forms printed, 200 copies, dropping them in this afternoon",
      D(S, ["print", "form"])),
    M("11-17", "21:40", LU, "Rota for Sat 21st & 28th is in the shared sheet. Still 3 gaps on the 28th morning",
      D(L, ["rota"])),
    M("11-17", "21:45", LU, "and pls don't just message me about shifts, put your name in the sheet, otherwise "
      "I lose track",
      PR(L, ["sheet"])),
    M("11-17", "22:10", GR, "Oksana says yes for Thursdays 10-1 👍",
      D(G, ["Oksana|translat|interpret"])),
    M("11-17", "22:12", PRI, "Amazing!!"),
    # --- Wed 18 Nov
    M("11-18", "09:00", TB, "pickup_schedule_nov.pdf (file attached)\nTesco Mon/Thu, Aldi Wed, Lidl every "
      "day at 4",
      D(T, ["pickup|pick-up|pick up", "schedule"])),
    M("11-18", "09:20", DEB, "Maya quick one: the council wants photos of volunteers in action for the report. "
      "Can we take some Saturday?"),
    M("11-18", "09:25", SAM, "I'll bring my camera Saturday and do photos, as long as people are ok being in them",
      C(S, ["photo|camera", "saturday|sat|21"], "2026-11-21")),
    M("11-18", "09:27", PRI, "Please no faces of clients though, only volunteers"),
    M("11-18", "11:45", LU, "Anyone able to cover the 28th morning? Still 3 gaps"),
    M("11-18", "11:50", TB, "I can do 28th morning if I'm back from the Lidl run by 9",
      C(T, ["28|shift|morning"], "2026-11-28")),
    M("11-18", "14:00", DEB, "I'll take one of the 28th slots too",
      C(Db, ["28|shift|slot"], "2026-11-28")),
    M("11-18", "14:02", TB, "I've got a D1 on my licence btw so I can drive the church minibus too if we ever "
      "need it for deliveries",
      F(T, ["D1|minibus"])),
    # --- Thu 19 Nov
    M("11-19", "08:30", GR, "Repair guy here"),
    M("11-19", "10:10", GR, "Freezer 2: compressor relay. He has to order a part, 5-7 days. We stay on freezer 1 "
      "+ the chest freezer till then. PLEASE nobody put new meat donations in freezer 2"),
    M("11-19", "10:20", PRI, "Oksana's here, she's brilliant"),
    M("11-19", "13:00", MY, "Priya can you pull together the numbers for Oct-Nov for Deb's report? households, "
      "new regs, kg out"),
    M("11-19", "13:05", PRI, "Yes, by Monday",
      C(Pr, ["number|figure|stat"], "2026-11-23")),
    M("11-19", "16:00", SAM, "Btw from next week I've got exams till Dec 10, so I'll be around less. "
      "Still doing the socials though",
      CT(S, ["exam"], "2026-12-10")),
    # --- Fri 20 Nov
    M("11-20", "09:00", DEB, "Morning. Started the grant report, used last year's template. I'd rather write the "
      "narrative parts myself and have you only check the numbers, if that's ok",
      PR(Db, ["narrative"])),
    M("11-20", "09:10", MY, "Totally fine"),
    M("11-20", "12:30", LUIS_PHONE, "hi all it's Luis, phone died on me, this is my sister's for a few days. "
      "Can someone who's in tomorrow open up at 8? I'll only be there by 8:30"),
    M("11-20", "12:35", TB, "I'll open. Got the keys",
      C(T, ["open"], "2026-11-21")),
    M("11-20", "15:00", DEB, "Sam, the council's template says photos have to be high-res jpg, not "
      "whatsapp ones"),
    M("11-20", "15:20", SAM, "ok will email the originals after",
      C(S, ["email|original"])),
    # --- Sat 21 Nov
    M("11-21", "08:02", TB, "Doors open ☕",
      D(T, ["open"])),
    M("11-21", "11:40", SAM, "<Media omitted>"),
    M("11-21", "11:40", SAM, "<Media omitted>"),
    M("11-21", "11:41", SAM, "some from this morning, more later",
      D(S, ["photo|camera", "saturday|sat|21"])),
    M("11-21", "14:30", MY, "82 hampers packed today!! You're all stars ⭐"),
    M("11-21", "14:32", PRI, "🎉🎉"),
    M("11-21", "14:40", LUIS_PHONE, "great day. Luis here btw. I'll sort the last gap for the 28th by Wednesday, "
      "got a couple of students interested",
      C(L, ["gap|28"], "2026-11-25")),
    # --- Sun 22 Nov
    M("11-22", "19:00", DEB, "Sam got the photos by email, thank you! They're great",
      D(S, ["email|original"])),
    # --- Mon 23 Nov
    M("11-23", "08:40", PRI, "Morning! Sorry, numbers aren't ready, the registration system was down all "
      "weekend. Tomorrow first thing",
      P(Pr, ["number|figure|stat"], "2026-11-24")),
    M("11-23", "08:45", DEB, "No rush Priya, I've got the narrative to do anyway"),
    M("11-23", "09:30", GR, "Part for freezer 2 is delayed, supplier says Dec 1 now"),
    M("11-23", "09:32", MY, "Ugh. Ok. Grace could we borrow a freezer from St Mark's?"),
    M("11-23", "09:40", GR, "I'll ask Father Dan today, no promises",
      C(G, ["Dan|St Mark"], "2026-11-23")),
    M("11-23", "18:15", GR, "Couldn't get hold of Father Dan, he's at a funeral all day. Will try him tomorrow",
      P(G, ["Dan|St Mark"], "2026-11-24")),
    # --- Tue 24 Nov
    M("11-24", "08:35", PRI, "Numbers for Deb: sheet's in the drive, tab 'Oct-Nov'. Households 612, new regs 74, "
      "9.3 tonnes out",
      D(Pr, ["number|figure|stat"])),
    M("11-24", "08:50", DEB, "Thank you Priya!!"),
    M("11-24", "10:00", LU, "back on my own phone 🙌 ignore the other number"),
    M("11-24", "11:00", PRI, "Maya, I'm doing a food hygiene level 2 course Wed & Thu evenings this week, so "
      "I'll leave at 4 those days",
      CT(Pr, ["course|hygiene"], "2026-11-26")),
    M("11-24", "14:15", GR, "St Mark's can lend us their chest freezer till Christmas. Tom could you grab it "
      "with the van?",
      D(G, ["Dan|St Mark"])),
    M("11-24", "14:20", TB, "yep, tomorrow after the Aldi run",
      C(T, ["freezer"], "2026-11-25")),
    M("11-24", "15:00", SAM, "Posted the volunteer call on insta + fb, already 12 signups 🙌"),
    M("11-24", "15:02", SAM, "This message was deleted", deleted=True),
    M("11-24", "15:03", SAM, "wrong chat sorry"),
    # --- Wed 25 Nov
    M("11-25", "09:30", DEB, "Maya, I'm a bit behind. The draft will be Monday morning instead, still leaves the "
      "day before the deadline",
      P(Db, ["grant|report", "draft"], "2026-11-30")),
    M("11-25", "09:40", MY, "Ok, but Monday morning latest please"),
    M("11-25", "12:20", TB, "Aldi took forever, 2 hrs in the queue at the loading bay. Freezer tomorrow morning, "
      "sorry Grace",
      P(T, ["freezer"], "2026-11-26")),
    M("11-25", "16:00", DEB, "Luis sorry, I can't do the 28th after all, family thing came up",
      X(Db, ["28|shift|slot"])),
    M("11-25", "18:00", LU, "28th is fully covered now, two students from the college + one from Sam's post",
      D(L, ["gap|28"])),
    M("11-25", "18:05", LU, "also I'm gonna need someone else to do the rota for Dec 5th and 12th, I'm in Madrid "
      "2-9 Dec for my cousin's wedding",
      CT(L, ["Madrid|wedding"], "2026-12-09")),
    M("11-25", "18:20", PRI, "I can do the Dec rotas if you share the sheet with me",
      C(Pr, ["rota"])),
    M("11-25", "18:25", LU, "shared ✔️"),
    # --- Thu 26 Nov
    M("11-26", "08:10", GR, "Reminder that freezer temp logs need filling EVERY shift. Tuesday's was blank"),
    M("11-26", "08:15", TB, "my bad, that was me, will do better"),
    M("11-26", "10:40", TB, "IMG-20261126-WA0007.jpg (file attached)\nFreezer's in, plugged in next to #1",
      D(T, ["freezer"])),
    M("11-26", "11:00", MY, "Who can go to the Rotary Club thing on Monday evening and talk for 5 min about the "
      "hamper drive? They might donate"),
    M("11-26", "11:30", SAM, "I could maybe but exams 😩"),
    M("11-26", "11:40", DEB, "I'll go, I know half of them anyway. Sam, focus on your exams",
      C(Db, ["Rotary"], "2026-11-30")),
    M("11-26", "16:00", PRI, "Oksana can't do next Thursday, her little one's sick. I'll find a backup for "
      "the 3rd",
      C(Pr, ["backup|translat|interpret"], "2026-12-03")),
    # --- Fri 27 Nov
    M("11-27", "09:00", GR, "Freezer 2 part arrived early!! Tech coming Monday"),
    M("11-27", "10:15", SAM, "Deb I'll make a short slideshow of the photos for your Rotary talk if you want, "
      "by Sunday",
      C(S, ["slide"], "2026-11-29")),
    M("11-27", "10:20", DEB, "Yes please! Under 10 slides, they get bored"),
    M("11-27", "13:00", MY, "Tom, can you do an extra run to the Co-op depot on Tuesday? They have 40 crates "
      "of veg for us"),
    M("11-27", "13:10", TB, "Tuesday I'm at the hospital with my dad all day. Wednesday?",
      CT(T, ["hospital|dad"], "2026-12-01")),
    M("11-27", "13:12", MY, "Wednesday works, I'll tell them"),
    M("11-27", "13:13", TB, "👍 Wednesday then",
      C(T, ["Co-op|crate|veg"], "2026-12-02")),
    M("11-27", "15:30", TB, "and Maya if it's urgent call me, don't text. I don't look at whatsapp when I'm "
      "driving",
      PR(T, ["call"])),
    # --- Sat 28 Nov
    M("11-28", "08:15", MY, "Morning crew! Big one today"),
    M("11-28", "15:00", MY, "94 hampers today, total 176 🎉"),
    M("11-28", "15:05", TB, "my back is done for 😂"),
    M("11-28", "15:20", LU, "fyi I'm allergic to latex so pls get the nitrile gloves next time, not the cheap ones",
      F(L, ["latex|allerg"])),
    # --- Sun 29 Nov
    M("11-29", "20:10", SAM, "slideshow's in the drive, 8 slides. Deb 👀",
      D(S, ["slide"])),
    # --- Mon 30 Nov
    M("11-30", "08:50", DEB, "Grant_report_draft_v2.docx (file attached)\nDraft!",
      D(Db, ["grant|report", "draft"])),
    M("11-30", "09:30", MY, "Reading now"),
    M("11-30", "11:00", MY, "Small edits in comments, otherwise great. Send it off!"),
    M("11-30", "11:05", DEB, "Will submit before 5",
      C(Db, ["submit"], "2026-11-30")),
    M("11-30", "12:00", GR, "Tech fixed freezer 2, holding -19. Back to normal 🙌"),
    M("11-30", "16:40", DEB, "Submitted ✔️ confirmation number is in the drive",
      D(Db, ["submit"])),
    M("11-30", "21:30", DEB, "Rotary went well! They're donating £500 and 20 hampers worth of tins",
      D(Db, ["Rotary"])),
    M("11-30", "21:35", PRI, "Deb you legend"),
    # --- Tue 1 Dec
    M("12-01", "09:00", PRI, "Backup translator for Thursday sorted - Dmytro from the language school",
      D(Pr, ["backup|translat|interpret"])),
    M("12-01", "09:05", PRI, "and if any Tamil speaking families come in, send them my way, it's my first "
      "language",
      F(Pr, ["Tamil"])),
    M("12-01", "09:30", MY, "Team, Dec 12 distribution day: we need someone on the car park / queue. And "
      "someone coordinating the drivers who deliver to housebound clients"),
    M("12-01", "10:00", GR, "I'll do the queue, I did it last year",
      C(G, ["queue|car park"], "2026-12-12")),
    M("12-01", "10:02", GR, "also I'm a qualified first aider, so put me down as first aid for the day",
      F(G, ["first aid"])),
    M("12-01", "10:30", TB, "Drivers are mine. I'll ring round all of them by Friday and confirm numbers",
      C(T, ["driver", "ring|call|confirm"], "2026-12-04")),
    M("12-01", "11:00", PRI, "Luis's sheet is confusing 😅 can I do the Dec rotas in a new tab?"),
    M("12-01", "11:05", LU, "do whatever works lol, I'm packing"),
    M("12-01", "14:00", SAM, "Last exam is the 10th so I'll be at distribution day for sure",
      C(S, ["distribution"], "2026-12-12")),
    # --- Wed 2 Dec
    M("12-02", "08:00", TB, "Co-op run booked for 11"),
    M("12-02", "13:20", TB, "40 crates of veg in. Mostly carrots and cabbage lol",
      D(T, ["Co-op|crate|veg"])),
    M("12-02", "13:30", GR, "Tbh I'd prefer we don't take any more cabbage, we've still got loads and it goes off",
      PR(G, ["cabbage"])),
    M("12-02", "15:00", PRI, "Both Dec rotas are up in the new tab. 2 gaps on the 12th",
      D(Pr, ["rota"])),
    M("12-02", "15:10", DEB, "Priya I'll fill one of the gaps on the 12th",
      C(Db, ["12|gap|slot"], "2026-12-12")),
    M("12-02", "17:00", PRI, "Also can we do the next volunteer induction in the morning? I'm useless in the "
      "afternoons after intake, brain's fried",
      PR(Pr, ["morning"])),
    # --- Thu 3 Dec
    M("12-03", "09:00", MY, "Grace, environmental health visit got moved to next Wed 9th. Can you have the temp "
      "logs and cleaning records ready?"),
    M("12-03", "09:20", GR, "Yes. I'll put the folder together by Tuesday",
      C(G, ["folder|log|record"], "2026-12-08")),
    M("12-03", "10:15", PRI, "Dmytro is amazing, he wants to come every Thursday"),
    M("12-03", "12:00", DEB, "I'm in Edinburgh visiting my daughter till Sunday, reachable on the phone if "
      "anything's on fire",
      CT(Db, ["Edinburgh|daughter"], "2026-12-06")),
    M("12-03", "16:00", TB, "Rang 9 of 11 drivers, waiting on 2. Will chase them tomorrow"),
    M("12-03", "17:00", SAM, "can someone else post on the socials this week? exam tomorrow and sat"),
    M("12-03", "17:10", MY, "I'll do it"),
    # --- Fri 4 Dec
    M("12-04", "11:30", TB, "All 11 drivers confirmed, 38 deliveries on the 12th",
      D(T, ["driver", "ring|call|confirm"])),
    M("12-04", "12:00", MY, "Brilliant. Tom, one more: could you take the van for its MOT next week?"),
    M("12-04", "12:10", TB, "Can do Tuesday",
      C(T, ["MOT"], "2026-12-08")),
    M("12-04", "12:30", GR, "Scratch me for the queue on the 12th - Maya says the council is sending marshals, "
      "so I'll be inside on first aid instead",
      X(G, ["queue|car park"])),
    M("12-04", "12:31", GR, "I'll still help set up the tables at 7 tho <This message was edited>",
      C(G, ["table"], "2026-12-12")),
    M("12-04", "14:00", DEB, "Have a good weekend everyone x"),
]
