"""Chat 2: WhatsApp (Android) txt export, English — a zoo's Africa section keepers.

Each message is written together with its labels; `msg` is the 1-based position of a
parsed message (system lines and deleted-message stubs are not messages).
"""

from __future__ import annotations

from build_common import CT, C, D, F, P, PR, X, clean

FILE = "WhatsApp Chat with Africa Section.txt"
OWNER = "Helen Marsh"

TOM = "Thomas Okafor"
BECKY = "Rebecca Lang"
SAM = "Samir Haddad"
PRIYA = "Priya Nair"
KUBA = "Jakub Nowak"
GEORGE = "Georgina Finch"

PEOPLE = {
    TOM: ["Tom", "Tom Okafor", "Tommy", "Okafor"],
    BECKY: ["Becky", "Becky Lang", "Bex", "Becks", "Rebecca"],
    SAM: ["Sam", "Sam Haddad", "Samir"],
    PRIYA: ["Priya", "Pri", "Priya Nair"],
    KUBA: ["Kuba", "Jakub", "Nowak"],
    GEORGE: ["George", "George Finch", "Georgie", "Georgina"],
}

SENDERS = {
    "helen": "Helen Marsh",
    "tom": "Tom Okafor",
    "becky": "Becky Lang",
    "sam": "Sam Haddad",
    "priya": "Priya Nair",
    "temp": "\u202a+44 7700 900412\u202c",  # Priya from an unsaved number
    "kuba": "Kuba",
    "george": "George Finch",
}

SYSTEM = "system"
DELETED = "deleted"

# (date "DD/MM", time "HH:MM", sender key | SYSTEM, text, labels)
MESSAGES: list[tuple] = [
    # --- Mon 16 Nov
    ("16/11", "07:50", SYSTEM, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.", []),
    ("16/11", "07:51", SYSTEM, 'You changed the subject from "Africa keepers" to "Africa Section 🦒"', []),
    ("16/11", "07:52", "helen", "Morning all. Winter timetable starts today – gates close 4pm, last keeper talk 2:30. Giraffe house heaters on full from tonight.", []),
    ("16/11", "07:58", "tom", "Morning. Heaters are on, checked the thermostat at 7, house is 18°", []),
    ("16/11", "08:10", "becky", "Meerkats all present at count. Nala still favouring her left front leg though", []),
    ("16/11", "08:12", "helen", "Ok. Can you get the vet to look at her today?", []),
    ("16/11", "08:13", "becky", "Yep, I'll ring the vet team after the morning feed", [
        C(BECKY, ["vet"], "2026-11-16"),
    ]),
    ("16/11", "08:40", "kuba", "Hot wire on the lion paddock north side is down again. Tester shows nothing past post 14", []),
    ("16/11", "08:41", "sam", "Lions stay in the house till it's fixed then. They won't be happy 😤", []),
    ("16/11", "08:45", "kuba", "Will fix before 11, need to swap the insulators", [
        C(KUBA, ["hot wire|insulator|fence"], "2026-11-16"),
    ]),
    ("16/11", "08:46", "helen", "Thanks Kuba. Everyone please also put maintenance jobs on the workshop board, not just in here", []),
    ("16/11", "08:50", "kuba", "Yes please!! I'd much rather have jobs written on the board, stuff gets lost in WhatsApp", [
        PR(KUBA, ["board|writ"]),
    ]),
    ("16/11", "10:52", "kuba", "Hot wire back on, 7.8kV at the far post. Sam you can let them out", [
        D(KUBA, ["hot wire|insulator|fence"]),
    ]),
    ("16/11", "10:53", "sam", "👍", []),
    ("16/11", "11:30", "george", "Helen, are we still doing the wild dog talks outdoors in winter or moving to the indoor viewing?", []),
    ("16/11", "11:36", "helen", "Indoor from next week. Can you update the talk boards by Friday?", []),
    ("16/11", "11:50", "george", "Will do 👍", [
        C(GEORGE, ["board|sign"], "2026-11-20"),
    ]),
    ("16/11", "14:20", "becky", "Vet came, Nala has a swollen pad, probably a thorn. Antibiotics for 5 days – I'll do the meds at morning feed, can someone cover Saturday as I'm off?", [
        D(BECKY, ["vet"]),
        C(BECKY, ["meds|antibiotic|medication"]),
    ]),
    ("16/11", "14:35", "sam", "I'll do Saturday's, just leave the dose written on the board", [
        C(SAM, ["meds|antibiotic|medication|Nala|dose"], "2026-11-21"),
    ]),
    ("16/11", "16:10", "priya", "Rhino update: Zawadi let me do her back left foot today without the crush 🎉 Fourth session in a row", []),
    ("16/11", "16:12", "helen", "Brilliant! 👏", []),
    ("16/11", "16:15", "tom", "Nice one Pri", []),
    # --- Tue 17 Nov
    ("17/11", "07:45", "tom", "Browse truck is booked for Thursday, cutting willow at the park. Need 2 more people, who's free? I'd rather go early, before the dog walkers take over the park", [
        PR(TOM, ["early"]),
    ]),
    ("17/11", "07:50", "kuba", "Me", [
        C(KUBA, ["browse|willow"], "2026-11-19"),
    ]),
    ("17/11", "07:55", "george", "I can if the dogs are fed by then, should be fine", [
        C(GEORGE, ["browse|willow"], "2026-11-19"),
    ]),
    ("17/11", "08:20", "helen", "Tom, I need the giraffe weights for the monthly report. Can you send by Wednesday?", []),
    ("17/11", "08:31", "tom", "Will do, we're weighing tomorrow morning anyway", [
        C(TOM, ["weigh"], "2026-11-18"),
    ]),
    ("17/11", "09:15", "becky", "Also whoever keeps moving the meerkat scales to the kitchen please don't 🙃", []),
    ("17/11", "09:20", "sam", "Guilty. Sorry", []),
    ("17/11", "12:00", "helen", "FYI Zoo Lights starts Fri 4 Dec and runs Fri–Sun evenings until 3 Jan. We need a keeper on late duty each night for welfare checks. Rota coming", []),
    ("17/11", "12:10", "sam", "I'd rather do weekends than Fridays if possible, Friday is my night with the kids", [
        PR(SAM, ["weekend"]),
        F(SAM, ["kid|children"]),
    ]),
    ("17/11", "12:12", "george", "Happy to take Fridays then", [
        PR(GEORGE, ["Friday"]),
    ]),
    ("17/11", "12:30", "priya", "I can't do any lates until the 14th Dec I'm afraid, my mum's staying with me and she's not well", [
        CT(PRIYA, ["mum|mother|late"], "2026-12-14"),
    ]),
    # --- Wed 18 Nov
    ("18/11", "07:40", "tom", "Weights: Kito 1,042kg, Amara 812, Jabari 455. Jabari up 9kg 💪", [
        D(TOM, ["weigh"]),
    ]),
    ("18/11", "07:42", "helen", "Perfect thanks", []),
    ("18/11", "09:10", "kuba", "Giraffe house – heater 2 is making a clicking noise. I'll get the electrician in tomorrow", [
        C(KUBA, ["electrician"], "2026-11-19"),
    ]),
    ("18/11", "10:05", "becky", "Nala took her meds in a mealworm, no drama", []),
    ("18/11", "13:00", "helen", "Sam, the lion cubs' vaccination certificates – did the vet send them? Need them for ZIMS", []),
    ("18/11", "13:40", "sam", "Not yet. I'll chase them today and upload to ZIMS once they're in", [
        C(SAM, ["certificate|cert|vaccin"]),
    ]),
    ("18/11", "15:20", "george", "Comms say the wild dog page on the website still says outdoor talks, I've told them", []),
    # --- Thu 19 Nov
    ("19/11", "07:30", "george", "Dogs fed, on my way to the browse truck", []),
    ("19/11", "07:32", "tom", "👍 leaving in 15 from the service yard", []),
    ("19/11", "11:50", "tom", "<Media omitted>", []),
    ("19/11", "11:51", "tom", "Full truck of willow 🌿 thanks Kuba and George", [
        D(KUBA, ["browse|willow"]),
        D(GEORGE, ["browse|willow"]),
    ]),
    ("19/11", "13:30", "kuba", "Electrician can't come till Monday. Heater 2 off for now, heater 1 holding 17°", [
        P(KUBA, ["electrician"], "2026-11-23"),
    ]),
    ("19/11", "13:35", "helen", "OK, thanks for letting me know", []),
    # --- Fri 20 Nov
    ("20/11", "08:05", "becky", "Last dose of Nala's antibiotics done 🙌 Sam I miscounted, 5 days ends today so nothing for you tomorrow, sorry!", [
        D(BECKY, ["meds|antibiotic|medication"]),
        X(SAM, ["meds|antibiotic|medication|Nala|dose"]),
    ]),
    ("20/11", "08:10", "sam", "Ha, fine by me", []),
    ("20/11", "10:00", "george", "Talk boards are up at the indoor viewing", [
        D(GEORGE, ["board|sign"]),
    ]),
    ("20/11", "12:15", "priya", "Helen can I swap my Sunday with someone? Mum has a hospital appointment", []),
    ("20/11", "12:20", "becky", "I'll take your Sunday if you take my Wednesday 2nd?", [
        C(BECKY, ["Sunday|Priya"], "2026-11-22"),
    ]),
    ("20/11", "12:22", "priya", "Deal! Thank you 🙏", [
        C(PRIYA, ["Wednesday|Becky"], "2026-12-02"),
    ]),
    ("20/11", "12:25", "helen", "Fine by me 👍", []),
    ("20/11", "16:30", "sam", "Vaccination certs finally in, uploaded to ZIMS", [
        D(SAM, ["certificate|cert|vaccin"]),
    ]),
    # --- Sat 21 Nov
    ("21/11", "09:30", "kuba", "Lion house: drinker in den 2 is leaking. Turned it off, water bucket in for now. I'll replace the valve Monday", [
        C(KUBA, ["valve|drinker"], "2026-11-23"),
    ]),
    ("21/11", "09:45", "sam", DELETED, []),
    ("21/11", "09:46", "sam", "Cheers Kuba, saw it", []),
    # --- Sun 22 Nov
    ("22/11", "10:15", "tom", "All quiet today. Zebras being silly in the wind 😄", []),
    # --- Mon 23 Nov
    ("23/11", "07:50", "helen", "Week plan: Mon electrician in the giraffe house, Tue dental check on Zawadi (vet at 10), Thu section meeting 2pm. Bring your December leave requests to the meeting", []),
    ("23/11", "08:00", "tom", "Zawadi's your girl Pri, you'll be there for the dental?", [
        F(PRIYA, ["Zawadi"]),
    ]),
    ("23/11", "08:05", "priya", "Yes, I'll have her in the crush by 9:45", [
        C(PRIYA, ["Zawadi|crush|dental"], "2026-11-24"),
    ]),
    ("23/11", "09:40", "kuba", "Electrician here", []),
    ("23/11", "11:20", "kuba", "Heater 2 fixed, was a loose relay. Both on, 19°", [
        D(KUBA, ["electrician"]),
    ]),
    ("23/11", "17:45", "george", "Heads up – I'm on the education team's schools week next week (30 Nov–4 Dec), so mornings only with the dogs", [
        CT(GEORGE, ["school|education"], "2026-12-04"),
    ]),
    # --- Tue 24 Nov
    ("24/11", "10:50", "priya", "Dental done. Zawadi was a star. Vet wants a follow-up x-ray in 2 weeks", [
        D(PRIYA, ["Zawadi|crush|dental"]),
    ]),
    ("24/11", "10:55", "helen", "Great. Priya can you book the x-ray with the vet team for the week of 7 Dec?", []),
    ("24/11", "11:00", "priya", "Yes will book today", [
        C(PRIYA, ["x-ray|xray|x ray"], "2026-11-24"),
    ]),
    ("24/11", "14:10", "becky", "IMG-20261124-WA0007.jpg (file attached)\nTwo of the meerkat pups came out of the burrow for the first time!", []),
    ("24/11", "14:12", "tom", "😍😍", []),
    ("24/11", "16:00", "sam", "Helen, I'd really like to do the big cat management course in spring if there's budget", []),
    ("24/11", "16:10", "helen", "Put it in writing and I'll take it to the budget meeting", []),
    ("24/11", "16:12", "sam", "Will send it tomorow", [
        C(SAM, ["course"], "2026-11-25"),
    ]),
    ("24/11", "17:30", "priya", "Vet team's booking system is down, I'll book the x-ray Friday when I'm back in", [
        P(PRIYA, ["x-ray|xray|x ray"], "2026-11-27"),
    ]),
    # --- Wed 25 Nov
    ("25/11", "08:15", "tom", "Hoof training: Jabari let me touch the front right with the rasp today. In 12 years with giraffes I've never had one this nervous", [
        F(TOM, ["12 year"]),
    ]),
    ("25/11", "09:00", "kuba", "Snow forecast for the weekend. I'll get the grit bins filled Friday unless anyone shouts", [
        C(KUBA, ["grit"], "2026-11-27"),
    ]),
    ("25/11", "09:05", "helen", "👍", []),
    ("25/11", "15:30", "helen", "Sam did you send the course request?", []),
    ("25/11", "15:32", "sam", "Sorry, swamped with the cubs. Friday latest, promise", [
        P(SAM, ["course"], "2026-11-27"),
    ]),
    # --- Thu 26 Nov
    ("26/11", "08:00", "tom", "Overnight in the giraffe house 19°, all good", []),
    ("26/11", "14:00", "helen", "Meeting now in the staff room, anyone not in, join by phone", []),
    ("26/11", "15:20", "helen", "Meeting actions:\n- Tom: update the giraffe diet sheet for winter browse by 1 Dec\n- Becky: meerkat pup sexing with the vet next week\n- Kuba: check all heaters across the section before the cold snap\n- George: Zoo Lights welfare check sheet draft by Monday\nLeave requests to me by Friday please", [
        C(TOM, ["diet"], "2026-12-01"),
        C(BECKY, ["sex"]),
        C(KUBA, ["heater", "check|all"]),
        C(GEORGE, ["welfare|check sheet"], "2026-11-30"),
    ]),
    ("26/11", "15:25", "tom", "👍", []),
    ("26/11", "15:30", "becky", "Vet says Tuesday 10am for the sexing", []),
    # --- Fri 27 Nov
    ("27/11", "07:30", "kuba", "Grit bins full, spare bags in the workshop", [
        D(KUBA, ["grit"]),
    ]),
    ("27/11", "08:00", "kuba", "Heaters: all 9 checked. The warthog house one is weak, I'll put a new element in it Thursday", [
        D(KUBA, ["heater", "check|all"]),
        C(KUBA, ["warthog|element"], "2026-12-03"),
    ]),
    ("27/11", "09:05", SYSTEM, "You added \u202a+44 7700 900412\u202c", []),
    ("27/11", "09:10", "temp", "Hi all it's Priya, my phone died in the rhino pool 🤦‍♀️ this is my old work phone till the new one comes", []),
    ("27/11", "09:12", "tom", "😂 RIP", []),
    ("27/11", "09:15", "temp", "Also Helen, x-ray booked for 8 Dec, 9am", [
        D(PRIYA, ["x-ray|xray|x ray"]),
    ]),
    ("27/11", "10:00", "george", "Leave request: 24–26 Dec off please 🎄", []),
    ("27/11", "13:00", "sam", "Course request sent to your email Helen", [
        D(SAM, ["course"]),
    ]),
    ("27/11", "14:40", "becky", "Snow's started early! Meerkats absolutely refuse to come out 😂", []),
    # --- Sat 28 Nov
    ("28/11", "08:20", "sam", "Lion house pipes ok after the frost, lagged the outside tap last night", []),
    ("28/11", "08:30", "temp", "Rhino house fine too. Zawadi loves the snow apparently 😄", []),
    # --- Sun 29 Nov
    ("29/11", "18:00", "george", "Welfare check sheet draft is in the shared drive, Helen have a look when you can", [
        D(GEORGE, ["welfare|check sheet"]),
    ]),
    # --- Mon 30 Nov
    ("30/11", "07:45", "helen", "Morning. Zoo Lights on Friday! Late rota: Fri 4 George, Sat 5 Sam, Sun 6 Kuba. Shout if anything's wrong", []),
    ("30/11", "07:50", "kuba", "Sun 6th is my brother's wedding, can't do sorry. Can do Sat 12 or Sun 13", []),
    ("30/11", "08:00", "tom", "I'll take the 6th, Kuba owes me a pint 🍺", [
        C(TOM, ["late|Zoo Lights|welfare|rota"], "2026-12-06"),
    ]),
    ("30/11", "08:10", "helen", "Thanks Tom. Kuba you're on Sun 13 then", []),
    ("30/11", "08:11", "kuba", "👍", []),
    ("30/11", "09:00", "tom", "Helen, the diet sheet won't be ready by the 1st – nutritionist is off till Wednesday. Can I have till Friday?", [
        P(TOM, ["diet"], "2026-12-04"),
    ]),
    ("30/11", "09:10", "helen", "Yes fine", []),
    ("30/11", "11:00", "george", "Schools week day 1: 60 kids at the dog talk, one asked if the dogs eat children 🙃", []),
    ("30/11", "14:30", "becky", "Reminder: pup sexing tomorrow 10am, keep the meerkat yard free pls", []),
    ("30/11", "16:00", "temp", "New phone arrived, back on my normal number from tomorrow. Helen can you remove this one after?", []),
    # --- Tue 1 Dec
    ("01/12", "11:15", "becky", "Pups sexed: 2 girls, 1 boy. Vet happy with the weights", [
        D(BECKY, ["sex"]),
    ]),
    ("01/12", "11:20", "helen", "Lovely. Naming competition time? George can you ask the education team if they want to run it?", []),
    ("01/12", "11:30", "george", "Sure, I'll ask them this week, they love that stuff", [
        C(GEORGE, ["naming|name"], "2026-12-04"),
    ]),
    ("01/12", "12:55", SYSTEM, "You removed \u202a+44 7700 900412\u202c", []),
    ("01/12", "13:00", "priya", "Back on my normal number 👋", []),
    ("01/12", "15:00", "sam", "Helen quick one – on my days off I'd rather you ring me for anything urgent, I mute the group", [
        PR(SAM, ["ring|call|phone"]),
    ]),
    ("01/12", "15:05", "helen", "Noted 👍", []),
    ("01/12", "17:20", "kuba", "Pulled something in my back shovelling snow 🙄 Physio says light duties till Sunday, so no lifting for me", [
        CT(KUBA, ["back|light dut"], "2026-12-06"),
    ]),
    ("01/12", "17:26", "sam", "Shout if you need a hand mate", []),
    # --- Wed 2 Dec
    ("02/12", "07:40", "priya", "On Becky's Wednesday as agreed ✌️ enjoy your day off Becks", [
        D(PRIYA, ["Wednesday|Becky"]),
    ]),
    ("02/12", "09:30", "tom", "Jabari let me rasp the front right hoof for the first time!! 🎉", []),
    ("02/12", "09:35", "helen", "Huge! Well done", []),
    ("02/12", "14:00", "george", "Education team are in for the naming competition, they'll launch it after the Zoo Lights opening", [
        D(GEORGE, ["naming|name"]),
    ]),
    ("02/12", "16:30", "tom", "Nutritionist sent the figures, diet sheet Friday as planned", []),
    ("02/12", "16:40", "tom", "Also Helen I'm away 7–9 Dec at the giraffe EEP meeting in Rotterdam, Sam's covering the giraffes", [
        CT(TOM, ["Rotterdam|EEP"], "2026-12-09"),
        C(SAM, ["giraffe"]),
    ]),
    # --- Thu 3 Dec
    ("03/12", "09:00", "kuba", "Element arrived. Fitting it this afternoon 🔧", []),
    ("03/12", "15:40", "kuba", "Warthog heater fitted and tested, 21° in the house", [
        D(KUBA, ["warthog|element"]),
    ]),
    ("03/12", "16:00", "helen", "Tomorrow: Zoo Lights opening. George late duty, briefing 3:30pm in the staff room. Everyone else normal hours", []),
    ("03/12", "16:05", "george", "Ready 🔦", []),
    ("03/12", "16:30", "becky", "Can we have something other than bacon rolls at the briefing this time, I'm vegetarian 😅", [
        F(BECKY, ["vegetarian|veggie"]),
    ]),
    # --- Fri 4 Dec
    ("04/12", "08:10", "tom", "Diet sheet is in the shared drive. Browse is now 40% of the winter diet", [
        D(TOM, ["diet"]),
    ]),
    ("04/12", "08:15", "helen", "Thanks Tom!", []),
    ("04/12", "09:00", "sam", "Lions enjoying the snow. Cubs lost their minds 😂 <This message was edited>", []),
    ("04/12", "11:30", "helen", "Update: Sunday's Zoo Lights is cancelled, storm warning. Tom you're off the hook for the 6th", [
        X(TOM, ["late|Zoo Lights|welfare|rota"]),
    ]),
    ("04/12", "11:35", "tom", "Shame, I was looking forward to that pint 😂", []),
]

DELETED_TEXT = "This message was deleted"


def build() -> tuple[str, dict, int]:
    """(txt content, labels.json chat entry, number of parsed messages)."""
    lines = []
    labels = []
    position = 0
    for day, clock, who, text, marks in MESSAGES:
        stamp = f"{day}/2026, {clock}"
        if who == SYSTEM:
            lines.append(f"{stamp} - {text}")
            assert not marks
            continue
        body = DELETED_TEXT if text == DELETED else text
        lines.append(f"{stamp} - {SENDERS[who]}: {body}")
        if text == DELETED:
            assert not marks
            continue
        position += 1
        labels += [clean(label, position) for label in marks]
    chat = {"file": FILE, "owner": OWNER, "language": "en", "people": PEOPLE, "labels": labels}
    return "\n".join(lines) + "\n", chat, position
