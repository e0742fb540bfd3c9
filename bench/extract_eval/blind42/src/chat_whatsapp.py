"""Chat 2: WhatsApp (Android) .txt export, English — a patent attorneys' office in Moscow.

Each tuple: (stamp 'MM-DD HH:MM', sender, text, [labels], {extras}).
sender None = a system line (text is the whole line); extras: deleted=True for a
deleted-message stub, media=True for a '<Media omitted>' line.
"""

from common import C, CT, D, F, P, PR, X, entries

GROUP = "Ellison IP Moscow"
FILE = f"WhatsApp Chat with {GROUP}.txt"
LANGUAGE = "en"

OWNER = "Meg Ellison"

M = "Meg Ellison"
T = "Tom Brennan"
PN = "Priya Nair"
AV = "Anton Volkov"
KO = "Katya Orlova"
LO = "Liam O'Connor"
SM = "Sveta Markina"
UNSAVED = "+7 915 204 33 81"  # Priya, from her old SIM (not in the phone's contacts)

PEOPLE = {
    T: ["Tom Brennan", "Tom", "Tommo", "TB"],
    PN: ["Priya Nair", "Priya", "Pri"],
    AV: ["Anton Volkov", "Anton", "Tosha"],
    KO: ["Katya Orlova", "Katya", "Kat", "Ekaterina Orlova"],
    LO: ["Liam O'Connor", "Liam"],
    SM: ["Sveta Markina", "Sveta", "Svetlana Markina"],
}

RAW = [
    # ---------------- Mon 16 Nov
    ("11-16 08:00", None, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
     "WhatsApp, can read or listen to them. Tap to learn more.", []),
    ("11-16 09:02", M, "Morning all. This week and next: Kessler (gearbox) office action response due Fri 20th, "
     "Nordlys Pharma PCT national phase deadline on the 27th, and the Altamira hearing at the Chamber for "
     "Patent Disputes is on 3 Dec. Let's divide it up today.", []),
    ("11-16 09:10", T, "Kessler's mine. I'll get you a draft response by Wednesday",
     [C(T, ["Kessler", "draft"], "2026-11-18")]),
    ("11-16 09:14", PN, "Nordlys is with me, I'll file by the 25th to keep a margin. Still no claims translation "
     "from their side though", [C(PN, ["Nordlys"], "2026-11-25")]),
    ("11-16 09:15", M, "Can you chase them?", []),
    ("11-16 09:18", PN, "will chase today", [C(PN, ["chase|translation"], "2026-11-16")]),
    ("11-16 09:31", AV, "Altamira: I'm doing the oral. I need the original expert opinion from Prof. Gusev in "
     "the office before the hearing — Katya, could you arrange a courier from his institute?", []),
    ("11-16 09:40", KO, "Yes, I'll get it couriered by Thursday", [C(KO, ["courier|Gusev"], "2026-11-19")]),
    ("11-16 11:20", SM, "Reminder: November timesheets by the 30th please, otherwise I can't invoice Kessler and "
     "Altamira before the holidays", []),
    ("11-16 11:22", T, "I'll do mine Friday", [C(T, ["timesheet"], "2026-11-20")]),
    ("11-16 11:30", LO, "Same, by end of the week", [C(LO, ["timesheet"], "2026-11-20")]),
    ("11-16 14:15", M, "Liam, could you run a prior art search for the Brightwater enquiry? Nothing fancy, "
     "Espacenet + FIPS, the heat exchanger fin thing", []),
    ("11-16 14:20", LO, "On it. Should have something by Thursday", [C(LO, ["search|prior art"], "2026-11-19")]),
    ("11-16 16:40", PN, "Nordlys replied, translation coming Wednesday", [D(PN, ["chase|translation"])]),
    # ---------------- Tue 17 Nov
    ("11-17 08:50", KO, "Heads up: I'm off Thursday and Friday, my daughter's having her tonsils out. Back Monday",
     [CT(KO, ["off|daughter|tonsil"], "2026-11-20")]),
    ("11-17 08:58", KO, "Anton, Gusev courier booked for Thursday morning, you'll have it by lunch",
     [D(KO, ["courier|Gusev"])]),
    ("11-17 10:30", T, "Meg, on Kessler: examiner cites D2 again. I'd rather amend claim 1 to the helical tooth "
     "profile than argue. OK with you?", []),
    ("11-17 10:45", M, "Fine by me but the client needs to confirm. Can you send them a short note today?", []),
    ("11-17 10:47", T, "yep, doing it now", [C(T, ["note|client"], "2026-11-17")]),
    ("11-17 11:30", T, "Sent. Their in-house guy usually answers within a day", [D(T, ["note|client"])]),
    ("11-17 12:15", PN, "Quick q — anyone have the EAPO fee schedule for 2027? I heard the claims fee changed", []),
    ("11-17 12:20", AV, "I have it, will send after lunch", [C(AV, ["fee"], "2026-11-17")]),
    ("11-17 14:02", AV, "", [], {"media": True}),
    ("11-17 14:03", AV, "there you go Priya. New claims fee from 1 Jan, +15%", [D(AV, ["fee"])]),
    ("11-17 16:15", AV, "Also, I know I always say this, but for the hearing bundle I want paper, not the iPad. "
     "Two copies please, tabbed", [PR(AV, ["paper"])]),
    # ---------------- Wed 18 Nov
    ("11-18 09:00", M, "Tom, how's the Kessler draft?", []),
    ("11-18 09:30", T, "Client hasn't confirmed the amendment yet so I'd rather hold. You'll have the draft "
     "tomorrow by noon instead", [P(T, ["Kessler", "draft"], "2026-11-19")]),
    ("11-18 09:32", M, "OK, but Friday is a hard deadline, no extension on this one", []),
    ("11-18 11:10", LO, "Meg, search: found two Japanese docs that look very close. I'd like another day to check "
     "the machine translations properly. Friday ok?", [P(LO, ["search|prior art"], "2026-11-20")]),
    ("11-18 11:15", M, "Friday's fine", []),
    ("11-18 15:00", SM, "Meg, Altamira still haven't paid October. Shall I send a reminder or do you want to call "
     "them?", []),
    ("11-18 15:10", M, "Polite reminder please", []),
    ("11-18 15:12", SM, "Will do first thing tomorrow", [C(SM, ["reminder"], "2026-11-19")]),
    ("11-18 17:40", T, "Oh great, Rospatent's portal is down again. My favourite way to end the day", []),
    # ---------------- Thu 19 Nov
    ("11-19 08:45", SM, "Reminder sent to Altamira", [D(SM, ["reminder"])]),
    ("11-19 09:40", AV, "Gusev's opinion arrived, original with wet signatures. Thanks Katya (I know you're off, "
     "don't answer 😄)", []),
    ("11-19 11:55", T, "", [], {"media": True}),
    ("11-19 11:56", T, "Kessler draft response ^ Client confirmed the amendment this morning",
     [D(T, ["Kessler", "draft"])]),
    ("11-19 12:30", M, "Looks good. Two small comments in the doc, then file it", []),
    ("11-19 12:35", T, "Will file tomorrow morning", [C(T, ["file|filing"], "2026-11-20")]),
    ("11-19 16:20", LO, "Search report in your inbox, Meg. JP2019-114 (D1) is pretty damaging for claim 1, less "
     "so for the dependents", [D(LO, ["search|prior art"])]),
    # ---------------- Fri 20 Nov
    ("11-20 10:10", T, "Kessler response filed, receipt's in the docket", [D(T, ["file|filing"])]),
    ("11-20 16:50", T, "Timesheet done", [D(T, ["timesheet"])]),
    ("11-20 17:00", LO, "Mine too ✅", [D(LO, ["timesheet"])]),
    # ---------------- Mon 23 Nov
    ("11-23 08:40", None, "Meg Ellison added +7 915 204 33 81", []),
    ("11-23 08:43", UNSAVED, "Hi all, it's Priya — phone died over the weekend, this is my old SIM. Use this "
     "number until Thursday, the new phone arrives then", [CT(PN, ["number|phone|SIM"], "2026-11-26")]),
    ("11-23 08:50", UNSAVED, "Nordlys: translation checked, filing Wednesday as planned. Meg I just need the POA "
     "signed", []),
    ("11-23 08:52", M, "Will sign today", []),
    ("11-23 10:15", KO, "Back! Thanks all for covering. She's fine, eating ice cream all day 😄", []),
    ("11-23 11:00", M, "Anton, hearing prep: can we do a mock run with Tom playing the panel? Tuesday 1st?", []),
    ("11-23 11:10", AV, "Tuesday works. I'll have the slides ready by Monday", [C(AV, ["slide"], "2026-11-30")]),
    ("11-23 11:12", T, "I'm in for Tuesday", [C(T, ["mock|Tuesday"], "2026-12-01")]),
    ("11-23 14:00", KO, "Meg, annuities: 14 patents due in December. I'll send the reminder letters to clients by "
     "Wednesday", [C(KO, ["annuit"], "2026-11-25")]),
    ("11-23 14:05", KO, "And the client list for the docketing migration — end of the week",
     [C(KO, ["list"], "2026-11-27")]),
    ("11-23 14:30", UNSAVED, "Meg — Nordlys also asked whether they should go Eurasian as well. I'll write them a "
     "short memo on the EAPO route by Friday", [C(PN, ["memo"], "2026-11-27")]),
    ("11-23 15:30", LO, "Meg, a small thing — I'd really rather get comments on my drafts as tracked changes than "
     "on a call. I can go back to them properly", [PR(LO, ["tracked"])]),
    ("11-23 16:00", T, "we should really get a proper docketing system one day instead of Katya's spreadsheet of "
     "doom", []),
    ("11-23 16:01", KO, "my spreadsheet has never missed a deadline 😤", []),
    # ---------------- Tue 24 Nov
    ("11-24 09:10", AV, "Working from home today and tomorrow, boiler repair guys coming. On WhatsApp and email "
     "all day", [CT(AV, ["home"], "2026-11-25")]),
    ("11-24 10:00", UNSAVED, "Meg, POA?", []),
    ("11-24 10:30", M, "Signed, on Katya's desk", []),
    ("11-24 11:45", LO, "Meg, Brightwater want an opinion letter off the back of the search. Shall I draft it?",
     []),
    ("11-24 11:50", M, "Yes please, by next Wednesday. Tom will review", []),
    ("11-24 11:52", LO, "Sure, you'll have it Wednesday", [C(LO, ["opinion"], "2026-12-02")]),
    ("11-24 13:00", SM, "Christmas party: 18th or 19th Dec? Reply here. I'll book the place as soon as we have a "
     "date", [C(SM, ["book"])]),
    ("11-24 13:02", T, "18th", []),
    ("11-24 13:05", AV, "19th please, on the 18th I'm at my son's school concert", []),
    ("11-24 13:10", LO, "18th!! 🎄", []),
    ("11-24 13:12", UNSAVED, "18", []),
    ("11-24 13:20", SM, "And please, nobody order me mulled wine again — I don't drink, never have 😂",
     [F(SM, ["drink"])]),
    ("11-24 13:25", SM, "Oh and timesheet corrections to me by email please, not here. WhatsApp eats them", 
     [PR(SM, ["email"])]),
    # ---------------- Wed 25 Nov
    ("11-25 09:15", KO, "Annuity letters out, all 14 🎉", [D(KO, ["annuit"])]),
    ("11-25 10:40", UNSAVED, "Nordlys national phase filed ✅ application number in the docket",
     [D(PN, ["Nordlys"])]),
    ("11-25 11:04", UNSAVED, "Honestly the claims were a joy. My PhD was on peptide synthesis so this is my happy "
     "place", [F(PN, ["PhD|peptide"])]),
    ("11-25 14:30", AV, "Liam, come by tomorrow at 3, I'll walk you through how EAPO docketing works. 30 min",
     [C(AV, ["EAPO|walk"], "2026-11-26")]),
    # ---------------- Thu 26 Nov
    ("11-26 09:00", PN, "New phone, old number back. You can delete the other one 🙂", []),
    ("11-26 10:15", PN, "Also FYI, please don't book me into anything before 10 — I do the school run every "
     "morning", [PR(PN, ["10|school"])]),
    ("11-26 12:00", T, "Heads up: I'm in Munich 1–3 Dec for EPO oral proceedings on Vantor, back in the office "
     "Friday. So I'm out of the mock run on Tuesday, sorry Anton",
     [CT(T, ["Munich"], "2026-12-03"), X(T, ["mock|Tuesday"])]),
    ("11-26 12:05", AV, "No worries, Liam can be the panel 😄", []),
    ("11-26 12:06", LO, "I'll be brutal", []),
    ("11-26 12:10", T, "Good thing I did my degree in Aachen, the Vantor panel wants to run it in German",
     [F(T, ["Aachen"])]),
    ("11-26 15:30", AV, "Liam — sorry, have to move our EAPO session, got dragged into a client call. Monday same "
     "time?", [P(AV, ["EAPO|walk"], "2026-11-30")]),
    # ---------------- Fri 27 Nov
    ("11-27 09:30", KO, "Meg, the client list isn't done, sorry, annuities ate my week. Monday?",
     [P(KO, ["list"], "2026-11-30")]),
    ("11-27 09:35", M, "Monday's fine", []),
    ("11-27 11:00", SM, "Party: the 18th wins, 4 vs 1. Booked Teplo on Bolshaya Nikitskaya, 19:00",
     [D(SM, ["book"])]),
    ("11-27 11:05", AV, "😢 fine, I'll come after the concert", []),
    ("11-27 14:00", PN, "Memo for Nordlys on the Eurasian route — I'm going to need till Tuesday, EAPO pharma "
     "practice changed this year", [P(PN, ["memo"], "2026-12-01")]),
    ("11-27 14:30", PN, "And I'm at the LES conference in Petersburg Mon–Tue, reachable evenings only",
     [CT(PN, ["Petersburg|conference|LES"], "2026-12-01")]),
    # ---------------- Mon 30 Nov
    ("11-30 08:35", AV, "", [], {"media": True}),
    ("11-30 08:36", AV, "Slides for Altamira ^ 14 slides, comments welcome", [D(AV, ["slide"])]),
    ("11-30 09:00", LO, "Anton are we still on for the EAPO docketing today?", []),
    ("11-30 09:02", AV, "Yes, 3pm", []),
    ("11-30 16:00", LO, "Thanks Anton, super useful. Now I get why Katya hates the EAPO portal 😂",
     [D(AV, ["EAPO|walk"])]),
    ("11-30 16:10", KO, "it's a crime against UX", []),
    ("11-30 17:45", KO, "Meg, client list for the docketing migration is in your inbox", [D(KO, ["list"])]),
    # ---------------- Tue 1 Dec
    ("12-01 09:10", M, "Priya, Nordlys wrote to me directly: they've decided against the Eurasian route for now. "
     "Drop the memo", [X(PN, ["memo"])]),
    ("12-01 09:30", PN, "Ha, ok. Half written, it goes in the drawer 🙂", []),
    ("12-01 11:00", LO, "This message was deleted", [], {"deleted": True}),
    ("12-01 11:01", LO, "sorry, wrong chat 🙈", []),
    ("12-01 14:30", AV, "Mock run done, Liam as the panel. He was actually brutal. Two weak spots on inventive step "
     "— I'll fix the slides tonight", [C(AV, ["slide"], "2026-12-01")]),
    ("12-01 14:35", M, "Great. Bundle?", []),
    ("12-01 14:40", KO, "Paper bundles, tabbed, two copies — on Anton's desk tomorrow morning",
     [C(KO, ["bundle"], "2026-12-02")]),
    ("12-01 16:00", SM, "Meg, can I leave at 4 on Thursday? Dentist", []),
    ("12-01 16:05", M, "Of course", []),
    # ---------------- Wed 2 Dec
    ("12-02 08:10", AV, "Slides fixed, v3 in the folder", [D(AV, ["slide"])]),
    ("12-02 08:40", KO, "Bundles on your desk, Anton", [D(KO, ["bundle"])]),
    ("12-02 09:10", LO, "Meg, opinion letter — I need one more day, the second JP doc is nastier than I thought. "
     "Tomorrow EOD?", [P(LO, ["opinion"], "2026-12-03")]),
    ("12-02 09:15", M, "OK. Tom's back Friday anyway", []),
    ("12-02 09:20", T, "I'll review it Friday first thing", [C(T, ["review"], "2026-12-04")]),
    ("12-02 10:00", KO, "Meg, Rospatent issued an office action on the Kessler divisional. 3 months, docketed", []),
    ("12-02 10:05", M, "Tom, that one's yours when you're back", []),
    ("12-02 10:06", T, "👍", []),
    ("12-02 10:30", KO, "And please everyone, put deadlines in the docket, not in WhatsApp. I don't see them here "
     "and they get lost", [PR(KO, ["docket"])]),
    # ---------------- Thu 3 Dec
    ("12-03 12:40", AV, "Altamira hearing done. Panel reserved the decision, but the questions were all on our "
     "side. Feels good", []),
    ("12-03 12:45", M, "Well done Anton!!", []),
    ("12-03 12:50", PN, "🎉", []),
    ("12-03 13:00", AV, "Fun fact for Liam: that was my 40th hearing at the Chamber. Eurasian patent attorney since "
     "2014 and it never gets less scary", [F(AV, ["2014"])]),
    ("12-03 17:50", LO, "Opinion letter in Tom's inbox", [D(LO, ["opinion"])]),
    # ---------------- Fri 4 Dec
    ("12-04 09:10", T, "Back. Reviewing Liam's letter now", []),
    ("12-04 10:30", T, "Reviewed — a few comments in tracked changes (as requested 😉), mostly fine. Nice work Liam",
     [D(T, ["review"])]),
    ("12-04 10:35", LO, "Thanks!!", []),
    ("12-04 11:00", SM, "November timesheets — Anton and Priya, still missing yours!", []),
    ("12-04 11:05", AV, "Today, promise", [C(AV, ["timesheet"], "2026-12-04")]),
    ("12-04 11:20", PN, "Monday, sorry, conference week", [C(PN, ["timesheet"], "2026-12-07")]),
    ("12-04 12:00", KO, "Meg, for the Kessler divisional — shall I order certified copies of the parent now or "
     "wait for Tom?", []),
    ("12-04 12:05", M, "Order now", []),
    ("12-04 12:06", KO, "Ok, ordering today", [C(KO, ["certified|cop"], "2026-12-04")]),
    ("12-04 14:00", LO, "Unrelated: I'm from Cork and this is my first Moscow winter. Is -18 normal??",
     [F(LO, ["Cork"])]),
    ("12-04 14:02", AV, "This is still autumn 🙂", []),
]

MESSAGES = entries(RAW)
