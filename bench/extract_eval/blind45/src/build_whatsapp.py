"""Chat 2: WhatsApp (Android) .txt export, English — a municipal bus-shelter
maintenance crew. Owner: the crew supervisor."""

from __future__ import annotations

from pathlib import Path

from common import CX, C, D, F, M, P, PR, X

GROUP = "Shelter Crew North"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Grace Holloway"
LANGUAGE = "en"

DN, MK, PY, TM, SD, LN = (
    "Dennis Okafor", "Marek Novak", "Priya Shah", "Tommy Reyes", "Sandra Kowalczyk",
    "Leon Baptiste",
)
PEOPLE = {
    DN: ["Den", "Dennis", "Denny"],
    MK: ["Marek", "Novak"],
    PY: ["Priya", "Priya Electric", "Pri"],
    TM: ["Tommy", "Tom", "Tommy R"],
    SD: ["Sandy", "Sandy K", "Sandra"],
    LN: ["Leon", "Lee"],
}
SENDERS = {
    "G": "Grace Holloway",
    "Dn": "Dennis Okafor",
    "Mk": "Marek",
    "Py": "Priya Electric",
    "Tm": "Tommy R",
    "Tx": "+44 7700 900318",  # Tommy on a borrowed phone, number not saved
    "Sd": "Sandy K",
    "Ln": "Leon Baptiste",
}

MSGS = [
    M("11-16 06:58", "", "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.", kind="system"),
    # --- Mon 16 Nov
    M("11-16 07:02", "G", "Morning all. Weekend damage from the council hotline: Mill Road stop 4417 rear panel smashed, Station Approach graffiti on the ad case, Kingsway 3 shelters lights out"),
    M("11-16 07:05", "Dn", "Mill Road is mine. Got one 1500 panel left in the van, I'll swap it tomorrow first thing",
      labels=[C(DN, ["panel|glass"], "11-17")]),
    M("11-16 07:06", "G", "Thanks Den. Tape it off today at least pls"),
    M("11-16 07:11", "Dn", "already on my way"),
    M("11-16 07:20", "G", "Tommy can you take the graffiti at Station Approach?"),
    M("11-16 07:34", "Tm", "on it, after the school run",
      labels=[C(TM, ["graffiti"], "11-16")]),
    M("11-16 07:40", "Py", "Kingsway is probably the timer again. Can't get there today, I'm on the Harbour St feeder all day. Wednesday I'll go check the timers on all three",
      labels=[C(PY, ["timer|light"], "11-18")]),
    M("11-16 07:41", "G", "Wednesday's fine"),
    M("11-16 09:15", "Sd", "Reminder the Nov inspection reports are due to the council on the 20th. I'll send the whole pack Friday, but I need your defect sheets by Thursday lunchtime",
      labels=[C(SD, ["report|inspection|pack"], "11-20")]),
    M("11-16 09:17", "Mk", "👍"),
    M("11-16 11:48", "Tm", "", media="omitted"),
    M("11-16 11:48", "Tm", "station approach done, came off ok with the citrus stuff",
      labels=[D(TM, ["graffiti"])]),
    M("11-16 11:52", "G", "Nice one"),
    M("11-16 14:30", "Dn", "Bad news, the 1500 panel in the van is cracked in the corner. Ordered a new one from Clearview, they say Thursday. Mill Road stays taped till then",
      labels=[P(DN, ["panel|glass"], "11-19")]),
    M("11-16 14:31", "G", "Ugh. OK"),
    M("11-16 16:05", "Mk", "Grace the van's making that noise again when braking"),
    M("11-16 16:08", "G", "Can you book it in? Fleet said they have slots next week"),
    M("11-16 16:20", "Mk", "Booked for Tuesday 24th, I'll drop it at the fleet yard 7am",
      labels=[C(MK, ["van|fleet"], "11-24")]),
    # --- Tue 17 Nov
    M("11-17 08:30", "Mk", "Harbour St pressure wash - doing it thursday, the jet wash is at the other depot till wed",
      labels=[C(MK, ["wash"], "11-19")]),
    M("11-17 08:32", "G", "Perfect"),
    M("11-17 10:10", "Dn", "My back's playing up again. Doc says light duties till Friday so no lifting panels on my own. Can someone be my second pair of hands Thursday for Mill Road?",
      labels=[CX(DN, ["back|light dut"], "11-20")]),
    M("11-17 10:25", "Mk", "I'll come after Harbour St, should be with you by 11",
      labels=[C(MK, ["mill|dennis"], "11-19")]),
    M("11-17 10:26", "Dn", "legend"),
    M("11-17 13:00", "Py", "FYI the RTI screen at Kingsway Retail Park is dead again. Not the shelter lights, the actual screen. I'll chase council IT about it, they own the screen contract",
      labels=[C(PY, ["screen|rti"])]),
    M("11-17 13:02", "G", "Thanks Priya"),
    M("11-17 15:45", "G", "Who's got the spare ladder? It's not in the depot"),
    M("11-17 15:50", "Tm", "me sorry 🙈 bringing it back tmrw morning",
      labels=[C(TM, ["ladder"], "11-18")]),
    # --- Wed 18 Nov
    M("11-18 07:30", "Tm", "ladder back in the depot",
      labels=[D(TM, ["ladder"])]),
    M("11-18 10:40", "Py", "Kingsway: two were the timers, reset both. Third one has a burnt driver, I'll swap it when the part comes, Monday probably",
      labels=[D(PY, ["timer|light"]), C(PY, ["driver"], "11-23")]),
    M("11-18 10:45", "G", "great stuff"),
    M("11-18 12:15", "Sd", "Guys PLEASE put your defect sheets in the shared drive folder, not photos of paper in WhatsApp. I can't search WhatsApp",
      labels=[PR(SD, ["drive"])]),
    M("11-18 12:16", "Tm", "😬 noted"),
    M("11-18 12:20", "Mk", "Ok"),
    M("11-18 15:00", "G", "Priya quick one, are you still the only one who can sign off the shelter electrics? Council asked for a name"),
    M("11-18 15:06", "Py", "Yep only me, I've got the 18th edition and the council's approved electrician card. Put my name",
      labels=[F(PY, ["18th|approved|electrician"])]),
    M("11-18 19:20", "Mk", "Jet wash is back at our depot, Harbour St tomorrow is on"),
    # --- Thu 19 Nov
    M("11-19 08:05", "Dn", "Clearview delivered the panel 🙌"),
    M("11-19 09:50", "Mk", "", media="omitted"),
    M("11-19 09:51", "Mk", "Harbour St washed, all 4 shelters. Heading to Mill Road",
      labels=[D(MK, ["wash"])]),
    M("11-19 11:35", "Dn", "Mill Road panel in, sealed, tape off. Cheers Marek",
      labels=[D(DN, ["panel|glass"]), D(MK, ["mill|dennis"])]),
    M("11-19 11:40", "G", "Brilliant, thank you both"),
    M("11-19 12:05", "Sd", "Defect sheets - still missing Tommy's and Priya's. Lunchtime was the deadline 👀"),
    M("11-19 12:30", "Py", "uploaded"),
    M("11-19 12:58", "Tm", "uploading now sorry"),
    M("11-19 14:10", "G", "Next week: new winter timetable posters arrive Friday. All 138 shelters need them up by the 30th. I'll split north/south loops. Preferences?"),
    M("11-19 14:22", "Tm", "South pls, it's round my way. I live on Harbour St literally opposite the shelter lol",
      labels=[PR(TM, ["south"]), F(TM, ["harbour"])]),
    M("11-19 14:30", "Mk", "I'll take north then, all 70 by the 30th. Just don't ring me while I'm driving, text me, I never pick up on the road",
      labels=[C(MK, ["north|poster|timetable"], "11-30"), PR(MK, ["text"])]),
    M("11-19 14:35", "G", "Deal. Tommy south, Marek north, Leon helps whoever once he starts Monday"),
    # --- Fri 20 Nov
    M("11-20 08:10", "Sd", "Inspection pack sent to the council ✅",
      labels=[D(SD, ["report|inspection|pack"])]),
    M("11-20 08:15", "G", "Thanks Sandy"),
    M("11-20 10:00", "Dn", "Grace I'd rather do 6am starts from now on for the winter, done by 2 before it gets dark. Ok with you?",
      labels=[PR(DN, ["6am|6 am|early"])]),
    M("11-20 10:20", "G", "Fine by me, just put it on the rota"),
    M("11-20 13:40", "Mk", "posters arrived at depot, 6 boxes"),
    M("11-20 15:30", "Tm", "weekend overtime tomorrow still on? the bus station shelters"),
    M("11-20 15:40", "G", "Yes, Marek and Tommy 8-12 at the bus station"),
    M("11-20 15:45", "Mk", "I'll be there 8 sharp",
      labels=[C(MK, ["bus station|overtime"], "11-21")]),
    M("11-20 18:40", "G", "Forecast says heavy rain all tomorrow morning. Calling off the bus station clean, we'll redo it in December. Marek Tommy stay home 🙂",
      labels=[X(MK, ["bus station|overtime"])]),
    M("11-20 18:42", "Tm", "rain is my favourite weather now"),
    # --- Sun 22 Nov
    M("11-22 20:15", "Tx", "Hi all its Tommy, dropped my phone in the harbour (dont ask). This is my sisters old phone till the new one comes thursday. Save the number if u need me",
      labels=[CX(TM, ["phone"], "11-26")]),
    M("11-22 20:20", "Sd", "😂😂 only you"),
    M("11-22 20:22", "G", "Noted Tommy"),
    # --- Mon 23 Nov
    M("11-23 07:55", "", "Grace Holloway added Leon Baptiste", kind="system"),
    M("11-23 08:01", "G", "Welcome Leon! Leon is our new apprentice, started today. Tommy can you show him the graffiti kit and the COSHH sheets this week?"),
    M("11-23 08:10", "Tx", "yep will do wednesday when were on the south loop",
      labels=[C(TM, ["coshh|kit"], "11-25")]),
    M("11-23 08:15", "Ln", "Hi everyone, Leon here. I'm on the council apprenticeship, level 2 street scene, 3 days with you and 2 at college",
      labels=[F(LN, ["apprentic"])]),
    M("11-23 08:16", "Dn", "welcome mate"),
    M("11-23 09:30", "Py", "Driver part didn't come. Supplier says Thursday now. Kingsway third shelter stays dark till then",
      labels=[P(PY, ["driver"], "11-26")]),
    M("11-23 09:45", "G", "ok. Priya did council IT get back about the RTI screen?"),
    M("11-23 10:02", "Py", "not yet, chasing"),
    M("11-23 13:20", "Mk", "north loop started, 22 of 70 done"),
    M("11-23 16:40", "Py", "Heads up I'm on the electrical refresher course tomorrow and Wednesday, back Thursday. Emergencies -> the council's out of hours contractor",
      labels=[CX(PY, ["course|refresher"], "11-25")]),
    # --- Tue 24 Nov
    M("11-24 07:05", "Mk", "van dropped at fleet yard. They say ready by 3",
      labels=[D(MK, ["van|fleet"])]),
    M("11-24 07:06", "G", "👍"),
    M("11-24 09:00", "Mk", "Leon's with me on north today"),
    M("11-24 15:20", "Mk", "got the van back, brakes done. 41 of 70 north"),
    M("11-24 15:22", "Mk", "This message was deleted", kind="deleted"),
    M("11-24 16:00", "G", "Sandy, council wants a list of shelters that need new benches before their budget meeting. Can you pull one from the inspection data?"),
    M("11-24 16:18", "Sd", "Yes, by Thursday EOD",
      labels=[C(SD, ["bench"], "11-26")]),
    # --- Wed 25 Nov
    M("11-25 08:30", "Tx", "me n Leon on south loop. Showed him the kit and the COSHH folder, hes a natural 😎",
      labels=[D(TM, ["coshh|kit"])]),
    M("11-25 12:10", "Dn", "Grace, Harbour St bench (the one by the chippy) is snapped in half. I can fit one of the new ones from the depot tomorrow with Marek, if he's free",
      labels=[C(DN, ["bench"], "11-26")]),
    M("11-25 12:14", "Mk", "free after 1"),
    M("11-25 12:15", "G", "Go for it"),
    M("11-25 15:00", "G", "Priya for when you're back: council IT just rang me, they're removing the RTI screens on that whole stretch in January, not repairing. So don't bother chasing them"),
    # --- Thu 26 Nov
    M("11-26 07:40", "Tm", "new phone is here, back on my normal number 🎉"),
    M("11-26 09:10", "Py", "back. Driver arrived, fitted it, Kingsway all lit",
      labels=[D(PY, ["driver"])]),
    M("11-26 09:12", "Py", "and ok re the screen, dropping it. One less thing",
      labels=[X(PY, ["screen|rti"])]),
    M("11-26 13:30", "Dn", "Bench at Harbour St - the bolts in the depot are the wrong size for the new base plates. Ordered M12s, they come Monday. Bench on Tuesday the 1st then",
      labels=[P(DN, ["bench"], "12-01")]),
    M("11-26 13:31", "Dn", "taped the old one off"),
    M("11-26 17:55", "Sd", "Bench list is in the shared drive: 17 shelters, sorted by condition",
      labels=[D(SD, ["bench"])]),
    M("11-26 18:02", "G", "You're a star"),
    # --- Fri 27 Nov
    M("11-27 08:20", "G", "Poster count pls"),
    M("11-27 08:40", "Mk", "north 63 of 70"),
    M("11-27 08:55", "Tm", "south 49 of 68, will have it done by sunday. going out sat with Leon if hes up for it",
      labels=[C(TM, ["south|poster|timetable"], "11-29")]),
    M("11-27 09:10", "Ln", "I'm up for it, what time"),
    M("11-27 09:11", "Tm", "9 at depot"),
    M("11-27 09:12", "Ln", "Ok I'll be there",
      labels=[C(LN, ["depot|poster|tommy"], "11-28")]),
    M("11-27 11:30", "Sd", "Heads up from me: jury duty all next week, Mon to Fri. Sarah at the council office covers my emails",
      labels=[CX(SD, ["jury"], "12-04")]),
    M("11-27 11:35", "G", "Good luck Sandy! Don't convict anyone innocent"),
    M("11-27 11:36", "Sd", "no promises 😂"),
    M("11-27 14:10", "Mk", "Grace I'm on the depot gate Mon to Wed covering for Stan. So north won't be finished Monday, I'll do the last 7 on Thursday",
      labels=[CX(MK, ["gate"], "12-02"), P(MK, ["north|poster|timetable"], "12-03")]),
    M("11-27 14:20", "G", "ok, I'll tell the council the last few go up Thursday"),
    # --- Sat 28 Nov
    M("11-28 12:50", "Tm", "", media="omitted"),
    M("11-28 12:51", "Tm", "SOUTH LOOP DONE 🎉 Leon was at the depot 9 sharp and did half of them, give that lad a raise",
      labels=[D(TM, ["south|poster|timetable"]), D(LN, ["depot|poster|tommy"])]),
    M("11-28 13:05", "G", "Amazing, thank you both!!"),
    # --- Mon 30 Nov
    M("11-30 07:10", "Mk", "At the gate till Wed. Text if you need me"),
    M("11-30 07:40", "Dn", "M12 bolts arrived. Tomorrow bench at Harbour St, Leon you're with me, 6am"),
    M("11-30 07:45", "Ln", "6am 😩 ok"),
    M("11-30 09:20", "G", "Priya, one for you: the solar battery at KW-12 is showing low on the dashboard, lights dim by 6pm. Can you look this week?"),
    M("11-30 09:35", "Py", "Wednesday, I've got a spare battery at the depot",
      labels=[C(PY, ["battery|solar|kw-12"], "12-02")]),
    M("11-30 11:00", "G", "FYI council liked the bench list, they're funding 10 replacements in Q1"),
    M("11-30 15:30", "Py", "Also Grace for the rota - I'd rather not be on call over Christmas week, did it the last two years. Happy to do New Year instead",
      labels=[PR(PY, ["christmas"])]),
    # --- Tue 1 Dec
    M("12-01 10:45", "Dn", "", media="omitted"),
    M("12-01 10:46", "Dn", "Harbour St bench done. Old one's in the skip",
      labels=[D(DN, ["bench"])]),
    M("12-01 10:50", "Ln", "my arms are dead"),
    M("12-01 10:51", "Dn", "welcome to the trade mate. 12 years I was a glazier before the council, this is the easy bit",
      labels=[F(DN, ["glazier"])]),
    M("12-01 14:00", "G", "Dennis, council asked for a quote for anti-graffiti film on the Station Approach panels. Can you price it up?"),
    M("12-01 14:12", "Dn", "Yeah, I'll get you a price by Friday",
      labels=[C(DN, ["quote|price|film"], "12-04")]),
    # --- Wed 2 Dec
    M("12-02 09:30", "Py", "KW-12: battery's fine actually, it's the charge controller. Don't have one, ordered, comes Monday. I'll fit it on the 7th",
      labels=[P(PY, ["battery|solar|kw-12"], "12-07")]),
    M("12-02 09:40", "G", "Thanks for digging into it"),
    M("12-02 16:30", "G", "Marek how are the last north posters looking for tomorrow?"),
    M("12-02 16:45", "Mk", "tomorrow morning, 7 left, easy"),
    # --- Thu 3 Dec
    M("12-03 11:20", "Mk", "north loop done, all 70 ✅",
      labels=[D(MK, ["north|poster|timetable"])]),
    M("12-03 11:22", "G", "That's all 138 then. Thank you team 🙏 I'll let the council know"),
    M("12-03 13:40", "Mk", "Resident on Kingsway shouting at me about the bins, in Polish. Sorted it, I'm Polish so no drama 😄 They want a bin next to the shelter. Grace can you tell Sandy when she's back",
      labels=[F(MK, ["polish|poland"])]),
    M("12-03 15:00", "Tm", "Grace can I swap Friday for Monday? dentist"),
    M("12-03 15:05", "G", "Yes fine"),
    # --- Fri 4 Dec
    M("12-04 09:15", "Dn", "Anti-graffiti film price sent to your email Grace. About 38 a panel fitted <This message was edited>",
      labels=[D(DN, ["quote|price|film"])]),
    M("12-04 09:30", "G", "Got it, thanks Den. Good weekend all"),
]


def build(out: Path) -> dict:
    lines, labels = [], []
    position = 0
    for msg in MSGS:
        t = msg.time
        head = f"{t:%d/%m/%Y}, {t:%H:%M} - "
        if msg.kind == "system":
            lines.append(head + msg.text)
            continue
        body = msg.text
        if msg.media == "omitted":
            body = "<Media omitted>"
        lines.append(f"{head}{SENDERS[msg.who]}: {body}")
        if msg.kind == "deleted":
            assert not msg.labels
            continue
        position += 1
        for label in msg.labels:
            labels.append({"msg": position, **label})
    (out / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": FILE, "owner": OWNER, "language": LANGUAGE, "people": PEOPLE,
            "labels": labels}
