"""Chat 2: a wind-farm service team (WhatsApp Android .txt export, English)."""

from common import CX, C, D, F, M, P, PR, X

FILE = "WhatsApp Chat with Hollin Moor Service.txt"
LANGUAGE = "en"
OWNER = "Rachel Morgan"

TN = "Tomasz Nowak"
LO = "Liam O'Connor"
PRR = "Priya Raman"
GH = "Gareth Hughes"
SE = "Sven Eriksen"
KW = "Kasia Wójcik"

PEOPLE = {
    TN: ["Tom Nowak", "Tom", "Tomek", "Tomasz"],
    LO: ["Liam O'Connor", "Liam", "Liam OC"],
    PRR: ["Priya R", "Priya"],
    GH: ["Gaz Hughes", "Gaz", "Gareth"],
    SE: ["Sven E", "Sven"],
    KW: ["Kasia W", "Kasia", "Kas"],
}

R, T, L, LT, Pr, G, S, K = (
    "Rachel Morgan", "Tom Nowak", "Liam O'Connor", "+44 7700 900458", "Priya R", "Gaz Hughes",
    "Sven E", "Kasia W",
)

ENC = ("Messages and calls are end-to-end encrypted. No one outside of this chat, not even "
       "WhatsApp, can read or listen to them. Tap to learn more.")

MEDIA = {"line": "<Media omitted>"}


def attached(name: str) -> dict:
    return {"line": f"{name} (file attached)"}


MESSAGES = [
    # ---- Mon 16 Nov
    M("2026-11-16 07:50", "", ENC, system=True),
    M("2026-11-16 07:51", "", "Rachel Morgan added Kasia W", system=True),
    M("2026-11-16 07:52", R,
      "Morning all. Welcome Kasia 👋 she's joining us as apprentice tech from today and will be "
      "shadowing Tom for her first two weeks, till the 27th",
      CX(KW, ["shadow"], "2026-11-27")),
    M("2026-11-16 07:55", K, "Hi everyone! Thanks Rachel. Really looking forward to it 😊"),
    M("2026-11-16 07:58", T, "Welcome Kas. Bring your GWO certs in, Gaz needs copies for the file"),
    M("2026-11-16 08:01", K, "Will do, I'll bring them tomorrow morning",
      C(KW, ["GWO|cert"], "2026-11-17")),
    M("2026-11-16 08:20", Pr,
      "FYI overnight SCADA: T15 converter tripped 3 times, T07 yaw misalignment alarm again. "
      "I'll pull the logs for both and send a summary by lunch",
      C(PRR, ["log|summary"], "2026-11-16")),
    M("2026-11-16 08:22", R, "Thanks Priya. Tom, can you and Kasia take T07 today if the wind allows?"),
    M("2026-11-16 08:25", T, "Yep on it. Forecast says 9 m/s till 2pm so should be fine",
      C(TN, ["T07|yaw"], "2026-11-16")),
    M("2026-11-16 09:40", G,
      "Reminder torque wrenches are due calibration end of the month. I'll box them up and send "
      "them to Hydratight by the 25th",
      C(GH, ["torque|calibrat"], "2026-11-25")),
    M("2026-11-16 11:58", Pr,
      "Summary: T15 trips all on grid side IGBT overtemp, phase B. T07 yaw encoder drifting, "
      "looks mechanical not software",
      D(PRR, ["log|summary"]), media=attached("T15_T07_logs_161126.pdf")),
    M("2026-11-16 14:30", T,
      "T07 done. Yaw encoder was loose, reseated and recalibrated. Alarm cleared for now",
      D(TN, ["T07|yaw"])),
    M("2026-11-16 14:32", R, "👍"),
    M("2026-11-16 15:10", S,
      "T15 I'll do tomorrow, need to isolate the converter cabinet so I need a second HV "
      "person. Rachel that's you or Tom",
      C(SE, ["T15|converter"], "2026-11-17")),
    M("2026-11-16 15:12", R, "I'll be your second. 8am at the substation"),
    # ---- Tue 17 Nov
    M("2026-11-17 07:45", K, "Morning! Certs handed to Gaz ✔️", D(KW, ["GWO|cert"])),
    M("2026-11-17 07:50", G, "Got them ta. Your sea survival runs out in Feb btw, not that we need it onshore lol"),
    M("2026-11-17 08:05", L,
      "Rach, drone footage for T18-T24 is in. I'll review it and have the blade damage report "
      "written up by Friday. Also heads up I'm off Thu and Fri next week, my lad's having his "
      "tonsils out",
      C(LO, ["blade"], "2026-11-20"), CX(LO, ["off|leave|tonsil"], "2026-11-27")),
    M("2026-11-17 08:09", R, "No problem, hope it goes ok"),
    M("2026-11-17 12:40", S,
      "T15: swapped the IGBT module on phase B, converter back online. Watching it",
      D(SE, ["T15|converter"])),
    M("2026-11-17 12:45", Pr, "I'll keep an eye on T15 temps for 48h and report back Thursday",
      C(PRR, ["T15|temp"], "2026-11-19")),
    M("2026-11-17 16:10", T, "Kasia did her first climb today on T03, 80m like a pro 💪"),
    M("2026-11-17 16:12", K, "Legs are jelly 😂"),
    M("2026-11-17 16:13", L, "wait till you do it 4 times in a day"),
    # ---- Wed 18 Nov
    M("2026-11-18 06:55", R, "Gusting 18 m/s today, no climbing. Workshop/office day."),
    M("2026-11-18 07:30", G,
      "Good day for harness inspections then. Leave your harness + lanyards on the bench in "
      "stores by 10 and I'll inspect and tag the lot today",
      C(GH, ["harness"], "2026-11-18")),
    M("2026-11-18 07:33", L, "Mine's in the van, will drop it in at 9",
      C(LO, ["harness"], "2026-11-18")),
    M("2026-11-18 09:15", S,
      "Rachel I'm not great with early starts on workshop days, so I'll take the afternoon HV "
      "paperwork slot if that's ok",
      PR(SE, ["afternoon|early"])),
    M("2026-11-18 09:16", R, "Fine by me"),
    M("2026-11-18 11:00", Pr,
      "Question for all: for the monthly report do you want availability graphs per turbine or "
      "per string?"),
    M("2026-11-18 11:04", T, "per turbine please, strings mean nothing to me",
      PR(TN, ["turbine", "graph|availab|chart"])),
    M("2026-11-18 11:06", G, "same"),
    M("2026-11-18 15:45", G,
      "All harnesses inspected and tagged. Liam your lanyard is quarantined, shock absorber "
      "pack is torn. New one ordered",
      D(GH, ["harness"])),
    M("2026-11-18 15:50", L, "cheers Gaz, I'll use a pool one till then"),
    # ---- Thu 19 Nov
    M("2026-11-19 08:10", Pr, "T15 temps normal for 40h now, IGBT swap fixed it 🎉",
      D(PRR, ["T15|temp"])),
    M("2026-11-19 08:30", R,
      "Great. Tom, gearbox oil samples for T01-T12 are overdue, can you get them done this week?"),
    M("2026-11-19 08:41", T, "Can do T01-T06 today, the rest Monday if the wind's ok",
      C(TN, ["oil|sampl"], "2026-11-19"), C(TN, ["oil|sampl"], "2026-11-23")),
    M("2026-11-19 12:05", T, "", media=attached("PTT-20261119-WA0007.opus")),
    M("2026-11-19 12:07", K, "^ that was Tom from the nacelle, he says T04 going fine, wind picking up a bit"),
    M("2026-11-19 15:30", T, "", media=MEDIA),
    M("2026-11-19 15:31", T,
      "T01-T06 sampled, bottles labelled in the workshop fridge. Gaz can you courier them to the lab?",
      D(TN, ["oil|sampl"])),
    M("2026-11-19 15:40", G, "Yep, will send them tomorrow",
      C(GH, ["courier|lab|bottle"], "2026-11-20")),
    # ---- Fri 20 Nov
    M("2026-11-20 09:00", G, "Oil samples gone to the lab 📦", D(GH, ["courier|lab|bottle"])),
    M("2026-11-20 13:20", L,
      "Blade report, I'm only halfway. T21 has leading edge erosion that needs a proper "
      "write-up. Can I have till Tuesday?",
      P(LO, ["blade"], "2026-11-24")),
    M("2026-11-20 13:25", R, "Tuesday is fine"),
    M("2026-11-20 16:40", K, "This message was deleted", deleted=True),
    M("2026-11-20 16:41", K, "Sorry wrong chat 🙈"),
    M("2026-11-20 16:42", T, "😂"),
    # ---- Mon 23 Nov
    M("2026-11-23 07:30", LT,
      "Morning, Liam here. Dropped my phone in the slurry pit at home 🤦 this is the missus's "
      "number till I get a new one, probably Thursday",
      CX(LO, ["phone|number"], "2026-11-26")),
    M("2026-11-23 07:35", R, "Ha, classic. Saved you as Liam temp"),
    M("2026-11-23 08:00", T, "Wind 14 today, no oil sampling on T07-T12. I'll try Wednesday",
      P(TN, ["oil|sampl"], "2026-11-25")),
    M("2026-11-23 09:10", Pr,
      "SCADA upgrade: the Siemens rep says the server patch can be done remotely Thursday night. "
      "I'll stay up and babysit it",
      C(PRR, ["patch|upgrade|server"], "2026-11-26")),
    M("2026-11-23 10:30", S,
      "Rachel, I'm on my HV authorisation refresher in Leeds Tue to Thu next week, 1-3 Dec. So "
      "no switching from me those days",
      CX(SE, ["refresher|Leeds|authoris"], "2026-12-03")),
    M("2026-11-23 10:32", R, "Noted, I'll cover switching"),
    M("2026-11-23 14:00", G, "Van 2 tyres are bald. I'm booking it into Kwik Fit for Wednesday",
      C(GH, ["tyre"], "2026-11-25")),
    M("2026-11-23 14:05", G,
      "And everyone, receipts for expenses please send me as photos on here, not email. I lose "
      "emails, I never lose WhatsApps",
      PR(GH, ["photo|whatsapp"])),
    # ---- Tue 24 Nov
    M("2026-11-24 08:15", LT,
      "Liam (temp number). Blade report attached. T21 LE erosion cat 3, needs repair before "
      "spring, the rest cat 1-2",
      D(LO, ["blade"]), media=attached("Blade_inspection_T18-T24.pdf")),
    M("2026-11-24 08:30", R,
      "Thanks Liam. We'll need a rope access team for T21. Can you get two quotes by Friday "
      "next week?"),
    M("2026-11-24 08:45", LT, "yeah can do, I know the lads at Altitec and Bladefence",
      C(LO, ["quote"], "2026-12-04")),
    M("2026-11-24 08:47", LT,
      "I'm IRATA level 3 myself so I can supervise them on site if that saves money",
      F(LO, ["IRATA|level 3|rope access"])),
    M("2026-11-24 12:00", K, "Tom's teaching me the yaw brake pad check on T09 🙂 so cool"),
    M("2026-11-24 12:02", T, "She's quicker than me already. And we swear in Polish now"),
    M("2026-11-24 12:04", K, "Well I am from Gdańsk, Polish is my first language 😄",
      F(KW, ["Polish|Gdańsk|Gdansk"])),
    # ---- Wed 25 Nov
    M("2026-11-25 07:40", T, "Wind's down to 8. Doing T07-T12 samples today, Kasia with me"),
    M("2026-11-25 09:05", G, "Torque wrenches collected by courier ✅ back in about 10 days",
      D(GH, ["torque|calibrat"])),
    M("2026-11-25 11:20", G,
      "Kwik Fit can't do van 2 till next Tuesday, they're out of the size. Booked for 1 Dec",
      P(GH, ["tyre"], "2026-12-01")),
    M("2026-11-25 15:10", T, "T07-T12 samples done. Kas did 3 of them herself",
      D(TN, ["oil|sampl"])),
    M("2026-11-25 15:15", R, "Brilliant. Kasia 👏"),
    M("2026-11-25 15:20", G, "I'll courier these tomorrow",
      C(GH, ["courier|lab|bottle"], "2026-11-26")),
    # ---- Thu 26 Nov
    M("2026-11-26 07:10", Pr,
      "Heads up: I'm working from home Thu-Fri this week and all of next week. The SCADA patch "
      "stuff is easier from here and my car's in the garage anyway",
      CX(PRR, ["home|remote"], "2026-12-04")),
    M("2026-11-26 07:12", Pr,
      "And if you need me, text don't call, I'm on Teams calls half the day",
      PR(PRR, ["text"])),
    M("2026-11-26 08:40", G,
      "Lab rang, they're sending their own van for the samples tomorrow, so no courier needed",
      X(GH, ["courier|lab|bottle"])),
    M("2026-11-26 10:00", R, "Liam's off today and tomorrow, Tom you're lead on site"),
    M("2026-11-26 10:02", T, "👍"),
    M("2026-11-26 22:45", Pr, "Patch started. Server rebooting…"),
    M("2026-11-26 23:50", Pr, "Patch done, all 24 turbines reporting again. Going to bed 😴",
      D(PRR, ["patch|upgrade|server"])),
    # ---- Fri 27 Nov
    M("2026-11-27 08:00", S, "T15 tripped again at 04:12, same fault code. Heading out to it"),
    M("2026-11-27 08:05", R, "Priya can you pull the last 10 days of T15 converter temps when you're up?"),
    M("2026-11-27 09:10", Pr, "on it, will send by 11",
      C(PRR, ["T15|temp"], "2026-11-27")),
    M("2026-11-27 10:48", Pr, "", media=MEDIA),
    M("2026-11-27 10:49", Pr,
      "there you go, temps look fine so it's something else. Cooling fan contactor maybe?",
      D(PRR, ["T15|temp"])),
    M("2026-11-27 13:30", S, "Found it, cooling fan contactor burnt. Gaz, have we got any in stores?"),
    M("2026-11-27 13:33", G, "None. I'll order two today, should be here Tuesday",
      C(GH, ["contactor"], "2026-11-27")),
    M("2026-11-27 13:40", S, "I'm in Leeds Tue-Thu so I'll fit it Friday morning",
      C(SE, ["contactor"], "2026-12-04")),
    M("2026-11-27 13:42", R, "T15 stays off till then. Fine."),
    # ---- Mon 30 Nov
    M("2026-11-30 07:30", L, "New phone sorted, back on my own number 📱"),
    M("2026-11-30 07:45", R,
      "Week plan: Tom + Kasia gearbox endoscopy T19, Liam quotes + T21 prep, Gaz stores audit, "
      "Priya remote, Sven Leeds from tomorrow"),
    M("2026-11-30 08:10", G, "Stores audit I'll have finished by Wednesday, then send you the spares list",
      C(GH, ["audit|stores"], "2026-12-02")),
    M("2026-11-30 09:00", K,
      "Rachel, could I do the GWO Advanced Rescue course in January? There's one in Hull 12-15 Jan"),
    M("2026-11-30 09:20", R, "Yes, I'll approve it. Book it 🙂"),
    M("2026-11-30 09:22", K, "Thank you!! booking it today",
      C(KW, ["rescue|course"], "2026-11-30")),
    M("2026-11-30 16:30", K, "Booked, confirmation forwarded to Gaz for the PO",
      D(KW, ["rescue|course"])),
    M("2026-11-30 16:35", T,
      "T19 endoscopy done, HSS bearing shows slight pitting. Pics on the drive. I'll write it up "
      "tomorrow",
      D(TN, ["endoscop"], unpromised=True), C(TN, ["write|report"], "2026-12-01")),
    # ---- Tue 1 Dec
    M("2026-12-01 08:00", T,
      "Sorry Rachel, write-up tomorrow, spent the evening in A&E with my lad. He's fine, broken wrist",
      P(TN, ["write|report"], "2026-12-02")),
    M("2026-12-01 08:05", R, "Oh no, hope he's ok! Tomorrow's fine"),
    M("2026-12-01 10:00", G, "Van 2 at Kwik Fit now"),
    M("2026-12-01 12:30", G, "Van 2 back with 4 new tyres 🛞", D(GH, ["tyre"])),
    M("2026-12-01 14:00", L, "Quotes: Altitec came back already, £4.2k for T21. Bladefence say by Thursday"),
    M("2026-12-01 15:15", G, "Contactors arrived, on Sven's bench", D(GH, ["contactor"])),
    # ---- Wed 2 Dec
    M("2026-12-02 09:30", T, "T19 write-up on the drive. I'd re-inspect in 3 months",
      D(TN, ["write|report"])),
    M("2026-12-02 09:31", T,
      "Been climbing these things 19 years and that's the first HSS pitting I've seen on this model",
      F(TN, ["19 years"])),
    M("2026-12-02 11:00", G,
      "Stores audit 80% done, found 6 yaw pads missing 😬 need till Friday to finish it",
      P(GH, ["audit|stores"], "2026-12-04")),
    M("2026-12-02 11:05", R, "ok"),
    M("2026-12-02 14:20", Pr, "Rachel, monthly availability report: I'll have the draft to you Monday 7th",
      C(PRR, ["availab|monthly"], "2026-12-07")),
    M("2026-12-02 14:22", R, "Perfect. Per turbine graphs as Tom asked 😉"),
    M("2026-12-02 14:23", Pr, "obviously 🙄😄", edited=True),
    # ---- Thu 3 Dec
    M("2026-12-03 08:30", L,
      "Bladefence came back, £3.8k but they can't start till March. I'll send you both side by side tomorrow"),
    M("2026-12-03 09:00", K, "Anyone know if we're climbing tomorrow? Forecast says 11 m/s"),
    M("2026-12-03 09:05", T, "We'll decide at 7am, 11 is borderline"),
    M("2026-12-03 12:00", R, "Team xmas do: Friday 18th, curry at the Raj? Vote 👍"),
    M("2026-12-03 12:02", T, "👍"),
    M("2026-12-03 12:03", L, "👍 but I don't do spicy, I'll be on the korma 😂",
      PR(LO, ["spic"])),
    M("2026-12-03 12:05", S, "I'm vegetarian so as long as there's paneer I'm in",
      F(SE, ["vegetarian"])),
    M("2026-12-03 12:10", K, "👍👍"),
    M("2026-12-03 12:30", Pr, "👍 I'll sort the table booking, I know the owner",
      C(PRR, ["table|book"])),
    M("2026-12-03 12:45", G,
      "👍 no falling off chairs this year please, I'm the site first aider not a miracle worker 😂",
      F(GH, ["first aid"])),
    M("2026-12-03 17:00", S, "Leeds done, HV authorisation renewed for 3 years ✅",
      F(SE, ["authoris"])),
    M("2026-12-03 17:20", R,
      "Priya actually don't book, HR are doing one big booking for both sites this year. Sorry!",
      X(PRR, ["table|book"])),
    M("2026-12-03 17:22", Pr, "no worries"),
    # ---- Fri 4 Dec
    M("2026-12-04 07:05", T, "Wind 10, we're climbing. Kasia and me on T15 with Sven"),
    M("2026-12-04 09:50", S, "T15 contactor fitted, turbine back online ⚡", D(SE, ["contactor"])),
    M("2026-12-04 10:30", L, "", media=MEDIA),
    M("2026-12-04 10:31", L,
      "Quotes side by side ^ Altitec can do January, Bladefence March. I'd go Altitec",
      D(LO, ["quote"])),
    M("2026-12-04 11:00", G,
      "Stores audit finished, spares list is in your inbox. 6 yaw pads and 2 filters to order",
      D(GH, ["audit|stores"])),
    M("2026-12-04 11:05", R,
      "Thanks all, cracking week. Gaz hold off ordering the pads, I'll check the OEM warranty first"),
    M("2026-12-04 11:06", G, "👍"),
]
