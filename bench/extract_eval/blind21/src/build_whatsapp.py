"""Chat 2: WhatsApp (Android) txt export, English — a swimming pool's lifeguard team."""

from __future__ import annotations

from pathlib import Path

from build_common import CANC, CTX, DONE, FACT, POST, PREF, C, M

FILE = "WhatsApp Chat with Riverside Pool Lifeguards.txt"
OWNER = "Hannah Pryce"
PEOPLE = {
    "Callum Reid": ["Callum", "Cal", "Callum Reid"],
    "Priya Natarajan": ["Priya N", "Priya", "Pri"],
    "Tomasz Wójcik": ["Tom Wojcik", "Tom", "Tomasz", "Tomek"],
    "Jess O'Connor": ["Jess O'Connor", "Jess", "Jessie"],
    "Marcus Bell": ["Marcus Bell", "Marcus"],
    "Aisha Rahman": ["Aisha", "Aish"],
}
PC, PP, PT, PJ, PM, PA = PEOPLE

H, CA, PR, TW, JS, MB, AI = (OWNER, "Callum", "Priya N", "Tom Wojcik", "Jess O'Connor",
                             "Marcus Bell", "Aisha")
NEW = "+44 7700 900412"  # Tom's borrowed phone, not saved in the exporter's contacts

DATES = ["date|christmas|xmas|unavailab"]

MESSAGES = [
    M("11-16 07:30", None, "Messages and calls are end-to-end encrypted. No one outside of this "
      "chat, not even WhatsApp, can read or listen to them. Tap to learn more."),
    M("11-16 07:31", None, "Hannah Pryce added Aisha"),
    M("11-16 07:42", H, "Morning all. Welcome Aisha to the team 👋 she starts on earlies from "
      "Wednesday"),
    M("11-16 07:50", AI, "Hi everyone! Thanks Hannah. Heads up I've only ever worked at an outdoor "
      "lido, never a pool with a wave machine 😅", FACT(PA, ["lido"])),
    M("11-16 07:55", CA, "welcome Aish! I'm on with you Weds, I'll show you the wave machine e-stop "
      "and the alarm panel", C(PC, ["wave|e-stop"], "2026-11-18")),
    M("11-16 08:30", H, "Reminder: NPLQ in-service hours for November need logging by the 30th. "
      "Some of you are way short 👀"),
    M("11-16 08:41", PR, "I'm 2 hrs short, I'll do the spinal board session Thursday eve",
      C(PP, ["spinal|hour"], "2026-11-19")),
    M("11-16 08:44", MB, "same, I'll join Priya thurs", C(PM, ["spinal"], "2026-11-19")),
    M("11-16 09:15", JS, "Hannah the AED pads in the poolside cabinet expire end of this month, "
      "saw it on the check sheet"),
    M("11-16 09:20", H, "Good spot. Jess can you order a replacement set from the usual supplier?"),
    M("11-16 09:24", JS, "on it", C(PJ, ["pad"])),
    M("11-16 12:10", TW, "Anyone fancy swapping Sat 21st? It's my brother's wedding"),
    M("11-16 12:30", MB, "I'll cover your Saturday if you take my close on Sunday 29th",
      C(PM, ["cover|saturday|shift"], "2026-11-21")),
    M("11-16 12:33", TW, "deal 🙏 29th close is mine", C(PT, ["close"], "2026-11-29")),
    M("11-16 12:35", H, "Fine by me, update the rota sheet pls"),
    M("11-16 13:02", MB, "👍"),
    M("11-17 06:45", CA, "Plant room log says free chlorine 0.6 at 6am, bit low. Bumped the dosing "
      "up, should be fine by opening"),
    M("11-17 10:00", H, "Also: Christmas rota. I need everyone's unavailable dates by Friday please"),
    M("11-17 10:12", JS, "will send mine tonight", C(PJ, DATES, "2026-11-17")),
    M("11-17 10:20", PR, "Friday latest from me, need to check with my mum about Leeds",
      C(PP, DATES, "2026-11-20")),
    M("11-17 11:02", MB, "👍"),
    M("11-17 14:40", AI, "Is there a locker I can use? The one from induction has someone's stuff "
      "in it"),
    M("11-17 14:55", H, "Use 14 for now, I'll sort the other one"),
    M("11-17 22:10", JS, "Hannah sent you my dates by email 📧", DONE(PJ, DATES)),
    M("11-18 07:10", AI, "First early done 💪 Cal showed me the wave machine e-stop and the alarm "
      "panel, feel way better now", DONE(PC, ["wave|e-stop"])),
    M("11-18 07:15", H, "Brilliant"),
    M("11-18 09:30", JS, "AED pads ordered, delivery says Mon 23rd", DONE(PJ, ["pad"])),
    M("11-18 13:00", MB, "<Media omitted>"),
    M("11-18 13:01", MB, "^ lane rope 3 is fraying by the deep end hook. Someone's going to catch "
      "a finger on that"),
    M("11-18 13:10", H, "Can you take it off and tag it? I'll ask facilities for a new one"),
    M("11-18 13:12", MB, "yep after the 2pm lesson", C(PM, ["rope"], "2026-11-18")),
    M("11-18 16:20", MB, "Rope 3 off and tagged, it's in the store room", DONE(PM, ["rope"])),
    M("11-18 19:00", PR, "FYI I'm off sick tomorrow and Friday, throat's completely gone. Sorry!!",
      CTX(PP, ["sick|ill|throat"], "2026-11-20")),
    M("11-19 08:00", H, "Feel better P. Marcus are you still doing the spinal board tonight "
      "without Priya?"),
    M("11-19 08:15", MB, "Yeah, Cal said he'd come too so we've got 3 for the board with the "
      "instructor", C(PC, ["spinal"], "2026-11-19")),
    M("11-19 20:45", MB, "Spinal board done, 2 hrs logged for me and Cal. Aisha joined for the last "
      "half too", DONE(PM, ["spinal"]), DONE(PC, ["spinal"])),
    M("11-19 20:50", PR, "gutted I missed it 😩 I'll make up my 2 hours at next Thursday's session",
      POST(PP, ["spinal|hour"], "2026-11-26")),
    M("11-20 09:00", PR, "Hannah my Christmas dates: can't do 24-26, anything else is fine",
      DONE(PP, DATES)),
    M("11-20 09:02", H, "Thanks. Still missing Tom, Marcus and Callum 👀"),
    M("11-20 09:20", CA, "sorry! tonight", C(PC, DATES, "2026-11-20")),
    M("11-20 09:25", TW, "will do it over the weekend", C(PT, DATES, "2026-11-22")),
    M("11-20 09:40", MB, "check your junk folder, I sent mine Tuesday"),
    M("11-20 11:00", H, "Also the inflatable session this Saturday is OFF, the blower motor died. "
      "Marcus you're just on normal poolside then"),
    M("11-20 15:30", MB, "No worries tbh. If I can avoid the inflatable sessions altogether I'd "
      "prefer it, my back hates dragging that thing out", PREF(PM, ["inflatable"])),
    M("11-20 21:40", CA, "Dates sent. Only NYE off please, got a gig with the band",
      DONE(PC, DATES), FACT(PC, ["band"])),
    M("11-21 09:38", None, "Hannah Pryce added +44 7700 900412"),
    M("11-21 09:40", NEW, "Thanks Marcus!! It's Tom btw, lost my phone at the rehearsal dinner "
      "last night 🤦 this is my brother's old one. Hannah I'll pop into the office Monday to redo "
      "my key fob, it was on the phone case", C(PT, ["fob"], "2026-11-23")),
    M("11-21 09:45", H, "Oh no 😂 ok, come by after 10"),
    M("11-21 17:10", MB, "Tom's Saturday done ✔ quiet one, 3 lane swimmers and a toddler party",
      DONE(PM, ["cover|saturday|shift"])),
    M("11-23 08:10", JS, "AED pads arrived and fitted. Old ones bagged up for the return"),
    M("11-23 09:00", H, "First aid kits need a full restock after Saturday's gala, who's on it?"),
    M("11-23 09:05", NEW, "me, I'll do it Wednesday when I'm on lates",
      C(PT, ["first aid|kit"], "2026-11-25")),
    M("11-23 10:30", NEW, "Fob sorted 👍 Hannah I'm keeping this number, old one's gone for good",
      DONE(PT, ["fob"])),
    M("11-23 11:00", H, "Team meeting Thursday 26th 1pm, staff room. Casualty sim after for anyone "
      "who still needs hours"),
    M("11-23 11:10", AI, "I'll be there. Could someone lend me a whistle lanyard? Mine snapped"),
    M("11-23 11:12", JS, "got spares, I'll leave one in your locker tomorrow",
      C(PJ, ["lanyard|whistle"], "2026-11-24")),
    M("11-23 14:00", PR, "Back tomorrow 🙌 and btw I've got my pool plant operator cert now too, "
      "so I can cover plant room checks when Hannah's off", FACT(PP, ["operator"])),
    M("11-23 18:00", NEW, "Hannah Xmas dates: out 19-21 Dec, rest fine", DONE(PT, DATES)),
    M("11-23 18:20", NEW, "Also I'm staying at my brother's til Sunday, so it's 40 min each way. "
      "Might be tight for 6am but I'll manage <This message was edited>",
      CTX(PT, ["brother"], "2026-11-29")),
    M("11-24 09:30", H, "Heads up: pool shuts for the filter media change Mon 7 to Wed 9 Dec. "
      "Callum can you draft the closure notice for reception by Friday?"),
    M("11-24 09:40", CA, "yep, will have it done by Friday", C(PC, ["notice|closure"], "2026-11-27")),
    M("11-24 09:45", H, "And the filter media gets delivered Fri 4th, someone needs to sign for it "
      "and check the pallets"),
    M("11-24 09:50", MB, "I'm in Friday morning, I'll sign for it",
      C(PM, ["filter|deliver"], "2026-12-04")),
    M("11-24 12:00", PR, "I'm back btw, voice at about 60% 😂"),
    M("11-24 14:20", MB, "Hannah can you stop putting me on the 6am Monday opens? I have my "
      "daughter Sunday nights and it's a killer getting her to my mum's first",
      PREF(PM, ["6am|monday"]), FACT(PM, ["daughter"])),
    M("11-24 14:30", H, "I'll try for the Jan rota"),
    M("11-25 08:00", NEW, "Hoist chair battery was flat again this morning, the charger in the "
      "store is dodgy"),
    M("11-25 08:20", H, "Can you log it with facilities? I'm in meetings all day"),
    M("11-25 08:45", NEW, "logged, ref FAC-2291"),
    M("11-25 17:30", NEW, "First aid restock - the order hasn't come in, only half the stuff is "
      "here. I'll finish it Friday when the rest lands",
      POST(PT, ["first aid|kit"], "2026-11-27")),
    M("11-25 17:45", JS, "Hannah I'd rather not be on lessons poolside anymore if possible, I "
      "prefer the main pool chair. Shouting over the kids all day wrecks my voice",
      PREF(PJ, ["chair"])),
    M("11-26 12:45", H, "Meeting in 15, bring your hours sheets"),
    M("11-26 14:50", H, "Thanks all. Actions:\n- Callum: closure notice (Fri)\n- Aisha shadows Jess "
      "on the plant room test Sat\n- Priya & Aisha: casualty sim now"),
    M("11-26 14:52", AI, "Sat plant room with Jess 👍", C(PA, ["plant"], "2026-11-28")),
    M("11-26 16:40", PR, "Casualty sim done, 2 hrs logged. Finally square for November 🙌",
      DONE(PP, ["spinal|hour"])),
    M("11-26 17:00", CA, "Hannah the notice is going to be late sorry, the template's on the office "
      "PC and I'm locked out. Monday?", POST(PC, ["notice|closure"], "2026-11-30")),
    M("11-26 17:05", H, "Monday morning latest then"),
    M("11-26 18:00", AI, "Can I just say I'd much rather do earlies than lates, I'm useless after "
      "9pm 😴", PREF(PA, ["earl"])),
    M("11-27 08:00", MB, "Hannah I'm on the first aid instructor course Mon-Wed next week, so off "
      "rota 30th to 2nd. It's on the calendar", CTX(PM, ["course|instructor"], "2026-12-02")),
    M("11-27 09:15", AI, "What's the target pool temp for parent & baby? Reception asked me"),
    M("11-27 09:20", CA, "32 for P&B, 29 otherwise"),
    M("11-27 13:00", JS, "This message was deleted", deleted=True),
    M("11-27 13:01", JS, "wrong chat lol"),
    M("11-27 15:30", NEW, "First aid kits fully restocked, both poolside and reception ✅",
      DONE(PT, ["first aid|kit"])),
    M("11-27 19:30", NEW, "Guys I can't do the Sunday close after all, the wedding lunch got moved "
      "to Sunday 🙈 really sorry Marcus. Anyone?", CANC(PT, ["close"])),
    M("11-27 19:45", CA, "I'll do the 29th close Tom, you owe me one",
      C(PC, ["close"], "2026-11-29")),
    M("11-27 19:47", NEW, "legend 🙏"),
    M("11-28 08:30", JS, "Plant room test with Aisha done, she's a natural 🧪", DONE(PA, ["plant"])),
    M("11-28 10:15", AI, "<Media omitted>"),
    M("11-28 10:16", AI, "kid lost this bracelet in the shallow end, it's in the lost property "
      "drawer"),
    M("11-29 21:15", CA, "Closed up, all good. Alarm set, plant room log signed",
      DONE(PC, ["close"])),
    M("11-30 09:40", CA, "Closure notice is on the office printer Hannah, just needs your sign off",
      DONE(PC, ["notice|closure"])),
    M("11-30 09:55", H, "Signed, it's up at reception 👍"),
    M("11-30 11:00", H, "December rota is out. And NPLQ renewals: Priya yours expires 14 Jan, "
      "please book the assessment"),
    M("11-30 11:20", PR, "I'll book it by Friday, probably the Jan 9th one at Northgate",
      C(PP, ["NPLQ|assessment"], "2026-12-04")),
    M("11-30 12:00", JS, "Hannah I'm on compassionate leave Wed to Fri, my nan's funeral is "
      "Thursday. Sorry for the short notice",
      CTX(PJ, ["leave|funeral|compassion"], "2026-12-04")),
    M("11-30 12:05", H, "So sorry Jess ❤️ don't worry, we'll cover"),
    M("11-30 12:10", AI, "I can do Jess's Wednesday late", C(PA, ["late"], "2026-12-02")),
    M("11-30 12:15", NEW, "I'll take Thursday", C(PT, ["thursday"], "2026-12-03")),
    M("11-30 12:30", PR, "and I can do Friday if my car's back from the garage by then",
      C(PP, ["friday"], "2026-12-04")),
    M("11-30 12:32", H, "Thank you all 🙏"),
    M("12-01 08:20", MB, "Hannah change of plan, my daughter's nativity is Friday morning, totally "
      "forgot. Can't sign for the filter delivery, sorry", CANC(PM, ["filter|deliver"])),
    M("12-01 08:40", CA, "I'm on Fri early anyway, I'll sign for it",
      C(PC, ["filter|deliver"], "2026-12-04")),
    M("12-01 10:00", PR, "Car's back 🎉 so Friday for Jess is mine"),
    M("12-01 15:00", AI, "Is anyone else freezing on poolside in the mornings? The balcony heating "
      "is off"),
    M("12-01 15:10", H, "Reported already, engineer's in tomorrow"),
    M("12-01 16:30", AI, "Also Hannah, I'm only on earlies until my uni exams finish on the 11th, "
      "like I said at interview. Just making sure it's on the Dec rota",
      CTX(PA, ["exam|uni"], "2026-12-11")),
    M("12-02 11:00", NEW, "fwiw I used to coach a swim squad in Gdańsk before I moved here, happy "
      "to help with the Saturday squad lessons if you need someone", FACT(PT, ["coach"])),
    M("12-02 11:10", H, "oh nice, didn't know that! Will tell Sarah"),
    M("12-02 22:05", AI, "Late done for Jess, all locked up 🔒", DONE(PA, ["late"])),
    M("12-03 14:30", NEW, "Jess's Thursday done ✔", DONE(PT, ["thursday"])),
    M("12-03 15:00", PR, "Booked NPLQ assessment, Jan 9th Northgate 🙌",
      DONE(PP, ["NPLQ|assessment"])),
    M("12-03 16:00", CA, "Btw Hannah don't put me on Sunday lates in Dec if you can help it, the "
      "band's got gigs most Sundays", PREF(PC, ["sunday"])),
    M("12-03 16:05", H, "Noted"),
    M("12-03 20:10", PR, "Please text me for rota changes rather than in here, I mute this group "
      "in the evenings", PREF(PP, ["text|sms"])),
    M("12-04 07:00", CA, "Filter media arriving 10-12 according to the driver"),
    M("12-04 11:30", CA, "Filter media delivered, 40 bags, signed and stacked in the plant room",
      DONE(PC, ["filter|deliver"])),
    M("12-04 13:00", PR, "Covering Jess till 8 tonight, then home"),
    M("12-04 13:10", H, "Thanks Priya. Aisha, are you OK to do the closing checks with the new "
      "checklist on Sunday?"),
    M("12-04 13:25", AI, "Yes! I'll print it out tomorrow so I can practise first",
      C(PA, ["print"], "2026-12-05"), C(PA, ["clos"], "2026-12-06")),
    M("12-04 14:00", JS, "Thank you all for covering this week ❤️ back Monday"),
    M("12-04 14:05", MB, "❤️"),
]


def _stamp(when: str) -> str:
    month_day, hm = when.split()
    month, day = month_day.split("-")
    return f"{day}/{month}/2026, {hm}"


def build(out: Path) -> dict:
    lines = []
    labels = []
    position = 0
    for msg in MESSAGES:
        if msg.sender is None:
            lines.append(f"{_stamp(msg.when)} - {msg.text}")
            assert not msg.labels
            continue
        lines.append(f"{_stamp(msg.when)} - {msg.sender}: {msg.text}")
        if msg.extra.get("deleted"):
            assert not msg.labels
            continue
        position += 1
        for label in msg.labels:
            labels.append({"msg": position, **label})
    (out / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {"file": FILE, "owner": OWNER, "language": "en", "people": PEOPLE, "labels": labels}
