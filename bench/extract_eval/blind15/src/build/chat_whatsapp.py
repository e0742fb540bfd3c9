"""Chat 2: WhatsApp (Android) txt export, English — a climbing gym."""

from __future__ import annotations

from pathlib import Path

from common import C, CANC, CTX, DONE, FACT, POST, PREF, m, resolve_people

GROUP = "Crux Crew"
FILE = f"WhatsApp Chat with {GROUP}.txt"
LANGUAGE = "en"

OWNER = "Maya Collins"
JAKE_TEMP = "+7 916 482-19-07"  # Jake writing from his wife's phone (not in contacts)
# key: (full name, name shown in the export, aliases)
SENDERS = {
    "M": (OWNER, "Maya Collins", []),
    "T": ("Tom Reilly", "Tom Reilly", ["Tom", "Tommy", "Reilly"]),
    "P": ("Priya Natarajan", "Priya N", ["Priya", "Pri", "Priya N"]),
    "J": ("Jake Morales", "Jake Morales", ["Jake", "Jakey", "Morales"]),
    "JT": ("Jake Morales", JAKE_TEMP, None),  # same person, unsaved number
    "H": ("Hannah Becker", "Hannah Becker", ["Hannah", "Han", "Becker"]),
    "W": ("Owen Park", "Owen Park", ["Owen", "Parky", "Park"]),
    "U": ("Lucy Tran", "Lucy Tran", ["Lucy", "Luce", "Tran"]),
    "SYS": (None, None, None),  # system lines: no sender
}
M, T, P, J, JT, H, W, U, SYS = "M", "T", "P", "J", "JT", "H", "W", "U", "SYS"

MESSAGES = [
    # --- Mon 16 Nov
    m("16 08:50", SYS, "Messages and calls are end-to-end encrypted. No one outside of this "
      "chat, not even WhatsApp, can read or listen to them. Tap to learn more."),
    m("16 08:51", SYS, 'Maya Collins changed the subject from "Crux setters" to "Crux Crew"'),
    m("16 08:55", M, "Morning all! Big three weeks ahead: Winter Jam is Sat 5 Dec and we already "
      "have 52 signed up. I'll post the task list tomorrow"),
    m("16 09:10", T, "Cave wall reset starts Wed. Lucy and I will strip it tomorrow night "
      "after close", C(T, ["strip|cave"], "2026-11-17"), C(U, ["strip|cave"], "2026-11-17")),
    m("16 09:12", U, "👍"),
    m("16 09:45", W, "auto belay #3 is clicking weird. taking it out of service, I'll inspect "
      "it properly today", C(W, ["belay"], "2026-11-16")),
    m("16 09:47", M, "Thanks Owen. Let me know what you find"),
    m("16 10:20", H, "Can someone send me photos of the new holds? Want to start the Jam "
      "teaser posts this week"),
    m("16 10:25", T, "I'll shoot some tonight when the shop is quiet",
      C(T, ["photo|pic"], "2026-11-16")),
    m("16 11:00", J, "Maya, youth regionals are in Kazan 12-13 Dec. I'll sort the train "
      "tickets for the kids by end of next week", C(J, ["ticket|travel"], "2026-11-27")),
    m("16 11:05", M, "Great, budget is approved, use the club card"),
    m("16 16:30", W, "auto belay #3: retraction spring is worn out. Ordered a replacement, "
      "~10 days. It stays closed till then", DONE(W, ["belay"])),
    m("16 22:40", T, "", media="<Media omitted>"),
    m("16 22:41", T, "holds pics are in the drive, folder 'Jam 2026'", DONE(T, ["photo|pic"])),
    m("16 22:50", H, "amazing thank you!!"),
    # --- Tue 17 Nov
    m("17 09:00", M, "Jam task list:\n- setting: Tom (lead), Lucy\n- registration + "
      "wristbands: Priya\n- posters/insta: Hannah\n- mats, lights, PA: Owen\n- kids "
      "judging: Jake\nShout if anything's off"),
    m("17 09:10", P, "registration's on me. I'll have the online form live by Thursday",
      C(P, ["form|registration"], "2026-11-19")),
    m("17 09:15", H, "posters by Friday, insta teaser tomorrow",
      C(H, ["poster"], "2026-11-20"), C(H, ["teaser|insta"], "2026-11-18")),
    m("17 09:40", J, "judging the kids is fine but I need 2 volunteers. If nobody steps up "
      "I'll ask the parents", C(J, ["judg"], "2026-12-05"), C(J, ["parent|volunteer"])),
    m("17 10:02", T, "Also I'll shoot a setting timelapse tonight for Han, GoPro's charged",
      C(T, ["timelapse"], "2026-11-17")),
    m("17 12:30", M, "Tom skip the timelapse tonight, you two need to be out by 1am, "
      "alarm company is doing a test", tag="tl"),
    m("17 12:31", T, "fair enough, no timelapse then", CANC(T, ["timelapse"]), reply="tl"),
    m("17 21:30", U, "at the gym, starting the strip with Tom"),
    m("17 23:55", T, "cave is stripped. 212 holds in crates 😮‍💨",
      DONE(T, ["strip|cave"]), DONE(U, ["strip|cave"])),
    # --- Wed 18 Nov
    m("18 12:00", H, "teaser is up! 🎉", DONE(H, ["teaser|insta"])),
    m("18 12:05", M, "Love it"),
    m("18 13:10", W, "Maya fyi I'm off Thu-Fri next week, my sister's wedding in Tula", CTX(W, ["wedding|off|sister"], "2026-11-27")),
    m("18 13:12", M, "Of course! Who can open on those days?"),
    m("18 13:20", U, "I can open Thursday. Tom can you do Friday?",
      C(U, ["open"], "2026-11-26")),
    m("18 13:25", T, "yep friday's mine", C(T, ["open"], "2026-11-27")),
    m("18 15:00", P, "Registration form is live, a day early! crux-climbing.ru/jam — 4 signups "
      "in the first hour", DONE(P, ["form|registration"])),
    m("18 17:00", J, "fyi the youth kids love the new yellow circuit. just saying 😉"),
    m("18 18:00", T, "hold washing party tonight 🍕 pressure washer's set up, come help if "
      "you're around"),
    m("18 18:02", U, "pizza = I'm in"),
    m("18 18:03", W, "", deleted=True),
    # --- Thu 19 Nov
    m("19 10:00", T, "Maya, for the Jam I'd rather set in pairs than solo. Lucy with me, it "
      "works way better for forerunning", PREF(T, ["pair"])),
    m("19 10:05", M, "Works for me"),
    m("19 14:00", J, "Tickets: train is sold out on the 11th evening. Looking at buses"),
    # --- Fri 20 Nov
    m("20 09:00", H, "Posters: need one more day, the printer guy is slow. Monday latest",
      POST(H, ["poster"], "2026-11-23")),
    m("20 09:05", M, "np"),
    m("20 10:30", J, "Bus Moscow-Kazan 22:00 on the 11th, 14 seats. Booking today if you ok "
      "it", tag="bus"),
    m("20 10:35", M, "ok go", reply="bus"),
    m("20 11:10", J, "booked ✅ receipts to Priya", DONE(J, ["ticket|travel"])),
    m("20 11:12", J, "also I'll send the parents the regionals info pack by Friday 27th",
      C(J, ["info pack|parent"], "2026-11-27")),
    # --- Sat 21 / Sun 22 Nov
    m("22 16:00", U, "forerun done for 12 of 20. 3 need softening, too reachy for shorter "
      "folks"),
    m("22 16:02", U, "and yes as the shortest setter here (158cm) I take that personally",
      FACT(U, ["158|short"])),
    m("22 16:10", T, "😂 noted"),
    # --- Mon 23 Nov
    m("23 09:00", P, "Signups: 61. Also 3 people asked about a team category"),
    m("23 10:00", H, "posters printed, 30 x A3, going up around town this week",
      DONE(H, ["poster"])),
    m("23 10:30", M, "Team category — not this year, too much judging. Priya can you reply "
      "to them"),
    m("23 10:31", P, "will do", C(P, ["team"])),
    m("23 11:00", W, "Maya, the spring for #3 got delayed, supplier now says Dec 3"),
    m("23 11:05", M, "ugh. ok"),
    m("23 14:00", T, "I'm out tomorrow till 1, dentist", CTX(T, ["dentist"], "2026-11-24")),
    m("23 14:02", U, "good luck 🦷"),
    # --- Tue 24 Nov
    m("24 09:15", U, "heads up I tweaked my knee on the moonboard, it's strapped. no "
      "setting on the big wall for me through Friday, small stuff is fine",
      CTX(U, ["knee"], "2026-11-27")),
    m("24 09:20", M, "Ouch. Take care Lucy, don't push it"),
    m("24 17:30", M, "Owen, can you check the fire extinguishers before the Jam? Last year "
      "the inspector showed up on comp day", tag="ext"),
    m("24 17:31", W, "on it", C(W, ["extinguisher"]), reply="ext"),
    m("24 20:00", U, "can we PLEASE stop putting the kettle on the chalk shelf. there's chalk "
      "in my tea"),
    m("24 20:02", T, "chalk tea is a delicacy"),
    # --- Wed 25 Nov
    m("25 08:58", SYS, f"Maya Collins added {JAKE_TEMP}"),
    m("25 09:00", JT, "Hi all, it's Jake — my phone died completely, this is my wife's number "
      "for a couple of days. I'll run the Thursday youth session as normal",
      C(J, ["youth|session"], "2026-11-26")),
    m("25 09:05", M, "Got it, thanks Jake"),
    m("25 10:00", P, "Maya, I'm revising for my ACCA exam, so no evening shifts for me until "
      "Sunday 29th please. Mornings are fine", CTX(P, ["exam|evening"], "2026-11-29")),
    m("25 10:03", P, "I can take Lucy's Saturday 28th morning shift if she takes my Friday "
      "evening", C(P, ["shift|saturday"], "2026-11-28"), tag="swap"),
    m("25 10:05", U, "deal, I'll take your Friday evening", C(U, ["shift|evening"],
      "2026-11-27"), reply="swap"),
    m("25 10:10", M, "Updated the rota"),
    m("25 12:00", T, "Maya, the Kilter hold order — place it this week? we need ~40 more jugs "
      "for the Jam"),
    m("25 12:10", M, "Yes go, under 90k", tag="go"),
    m("25 12:12", T, "placing it today", C(T, ["hold|order|kilter"], "2026-11-25"), reply="go"),
    m("25 15:00", W, "extinguishers all checked, 2 replaced, tags updated",
      DONE(W, ["extinguisher"])),
    m("25 16:00", H, "Maya, for the Jam stories I'd rather not be on camera myself. Can Lucy "
      "do the intros? she's a natural", PREF(H, ["camera"])),
    m("25 16:05", U, "lol fine. I'll film 3 intros on Friday",
      C(U, ["intro|film"], "2026-11-27")),
    # --- Thu 26 Nov
    m("26 07:05", U, "opened, all good. someone left a chalk bag in the cave overnight, it's in "
      "lost & found", DONE(U, ["open"])),
    m("26 08:30", T, "order placed, Kilter says delivery Dec 2",
      DONE(T, ["hold|order|kilter"])),
    m("26 19:30", JT, "youth session done, 11 kids. new girl Sasha is really strong, might "
      "bring her to regionals", DONE(J, ["youth|session"])),
    m("26 19:40", M, "Jake are you back on your own number yet?"),
    m("26 19:52", JT, "tomorrow hopefully"),
    # --- Fri 27 Nov
    m("27 07:10", T, "opened. lobby heater is making that noise again", DONE(T, ["open"])),
    m("27 09:30", J, "back on my own number 📱 Maya the info pack for parents — I'll send it "
      "Monday, still waiting for the hostel to confirm", POST(J, ["info pack|parent"],
                                                              "2026-11-30")),
    m("27 09:31", SYS, f"Maya Collins removed {JAKE_TEMP}"),
    m("27 15:00", U, "", media="<Media omitted>"),
    m("27 15:01", U, "intros filmed! Han they're in the drive, 3 takes each",
      DONE(U, ["intro|film"])),
    m("27 15:10", H, "you're a star ⭐"),
    m("27 18:30", P, "I'll reconcile the petty cash on Monday and order the wristbands right "
      "after", C(P, ["petty|cash"], "2026-11-30"), C(P, ["wristband"], "2026-11-30")),
    # --- Sat 28 / Sun 29 Nov
    m("28 10:00", P, "Saturday shift, it's packed. 2 birthday parties 😵"),
    m("28 12:00", H, "Jam countdown post is up: 1 week to go!"),
    m("29 20:00", P, "exam done!! 🎉 normal shifts from tomorrow"),
    m("29 20:05", M, "Congrats!!"),
    # --- Mon 30 Nov
    m("30 09:00", W, "back. what did I miss"),
    m("30 09:05", T, "the heater. and chalk tea"),
    m("30 09:40", J, "info pack sent to all parents", DONE(J, ["info pack|parent"])),
    m("30 10:00", P, "Signups: 84! Wristbands ordered, petty cash reconciled",
      DONE(P, ["petty|cash"]), DONE(P, ["wristband"])),
    m("30 11:00", W, "the lobby heater — I'll take a look tomorrow before opening",
      C(W, ["heater"], "2026-12-01")),
    m("30 11:20", W, "and guys, text me don't call, I'm up a ladder half the day and can't "
      "pick up", PREF(W, ["text"])),
    m("30 12:00", J, "Sasha's parents said yes to regionals, so 15 kids. Need one more bus "
      "seat, I'll call the company today", C(J, ["seat|bus"], "2026-11-30")),
    m("30 12:03", J, "oh and I got 2 volunteers from the adult league for judging, so no need "
      "to bother the parents", CANC(J, ["parent|volunteer"])),
    m("30 15:00", T, "setting plan for Jam: set Tue-Thu, forerun Thu night, Friday only "
      "tweaks"),
    m("30 16:00", H, "Tom I need the final problem list with grades by Wed for the scorecards",
      tag="list"),
    m("30 16:05", T, "Wednesday evening, promise", C(T, ["list|scorecard"], "2026-12-02"),
      reply="list"),
    m("30 16:30", W, "I'll hang the Jam banner over the entrance Wednesday",
      C(W, ["banner"], "2026-12-02")),
    # --- Tue 1 Dec
    m("1 08:45", W, "heater was a loose fan blade. fixed", DONE(W, ["heater"])),
    m("1 11:00", U, "Maya quick one — I'm vegetarian, so for the volunteer lunch can we not "
      "do only the shawarma place again 😅", FACT(U, ["vegetarian"])),
    m("1 11:05", M, "Noted! Hannah's doing food, Han?"),
    m("1 11:10", H, "I'll order from Green Bowl, they have loads of veggie stuff. Will book it "
      "by Thursday", C(H, ["lunch|food|green bowl"], "2026-12-03")),
    m("1 14:00", J, "Also fyi I'm a certified first aider (renewed in October), in case "
      "anyone wonders who to shout for", FACT(J, ["first aid"])),
    m("1 14:05", M, "Good to know!"),
    m("1 15:30", P, "I'm much better on the early shifts btw, if we're doing the Jam rota. "
      "after 8pm I'm useless", PREF(P, ["early|morning"])),
    m("1 16:00", P, "form hit 100 and closed itself 🔥 waitlist is 12"),
    # --- Wed 2 Dec
    m("2 10:00", T, "Han the problem list won't be ready tonight, we're resetting 4 problems. "
      "Tomorrow noon?", POST(T, ["list|scorecard"], "2026-12-03")),
    m("2 10:05", H, "ok but noon latest, the printer needs it by 3"),
    m("2 12:00", W, "spring for #3 arrived early, the TRUBLUE tech is coming tomorrow to fit "
      "and test it"),
    m("2 13:15", W, "banner tomorrow, setters have the big ladder all day",
      POST(W, ["banner"], "2026-12-03")),
    m("2 17:00", J, "leaving early today, parent meeting at my kid's school"),
    m("2 17:45", H, "I've got the flu 🤒 working from home tomorrow and Friday, still "
      "posting, just not coming in", CTX(H, ["home|flu|sick|wfh"], "2026-12-04")),
    m("2 17:50", M, "Get well Han! Rest"),
    # --- Thu 3 Dec
    m("3 11:50", T, "list sent to Han. 20 problems, V0-V7, 4 comp-only",
      DONE(T, ["list|scorecard"])),
    m("3 12:00", H, "got it, thanks!", edited="3 12:01"),
    m("3 13:00", W, "#3 tested and back in service ✅"),
    m("3 15:30", W, "banner's up", DONE(W, ["banner"])),
    m("3 16:00", T, "fun fact for the Jam intro Lucy — I was on the national team for 4 "
      "years, feel free to use it 😎", FACT(T, ["national"])),
    m("3 16:02", U, "noted, old man"),
    m("3 17:20", W, "btw if we ever need anything rigged up high I'm IRATA level 2, rope "
      "access is my old job", FACT(W, ["irata|rope access"])),
    m("3 17:30", J, "honestly I'd much rather stay with the youth team than take the adult "
      "intro classes next term, if that's ok", PREF(J, ["youth"])),
    m("3 17:35", M, "Let's talk next week"),
    # --- Fri 4 Dec
    m("4 09:00", P, "final list of 100 printed, wristbands here, desk is ready"),
    m("4 10:00", M, "You're all amazing. See you tomorrow at 8"),
    m("4 10:02", U, "🧗‍♀️🧗‍♀️🧗‍♀️"),
    m("4 10:05", T, "+1"),
]


def _stamp(msg) -> str:
    return msg.when.strftime("%d/%m/%Y, %H:%M")


def build(out: Path) -> dict:
    lines = []
    labels = []
    position = 0
    for msg in MESSAGES:
        if msg.sender == SYS:
            lines.append(f"{_stamp(msg)} - {msg.text}")
            continue
        shown = SENDERS[msg.sender][1]
        if msg.deleted:
            lines.append(f"{_stamp(msg)} - {shown}: This message was deleted")
            continue
        body = msg.media if msg.media else msg.text
        if msg.edited:
            body += " <This message was edited>"
        lines.append(f"{_stamp(msg)} - {shown}: {body}")
        position += 1
        keys = {k: v[0] for k, v in SENDERS.items() if v[0]}
        for label in resolve_people(msg.labels, keys):
            labels.append({"msg": position, **label})
    (out / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    people = {full: aliases for key, (full, _s, aliases) in SENDERS.items()
              if full and full != OWNER and aliases is not None}
    return {
        "file": FILE,
        "owner": OWNER,
        "language": LANGUAGE,
        "people": people,
        "labels": labels,
        "_messages": position,
    }

