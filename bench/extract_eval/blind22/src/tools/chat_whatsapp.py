"""Chat 2: WhatsApp (Android) export, English. A robotics startup's hardware team."""

from common import CX, PR, C, D, F, M, P, X

GROUP = "Kestrel HW"
FILE = "WhatsApp Chat with Kestrel HW.txt"
OWNER = "Daniel Ortiz"

PR_ = "Priya Raman"
TN = "Tomasz Nowak"
YS = "Yuki Saito"
BH = "Ben Harper"
AK = "Ahmed Karimov"
LF = "Lena Fischer"

PEOPLE = {
    PR_: ["Priya", "Pri"],
    TN: ["Tom", "Tomek", "Tomasz"],
    YS: ["Yuki"],
    BH: ["Ben", "Benny"],
    AK: ["Ahmed"],
    LF: ["Lena"],
}

Dn, Pr, Tm, Yu, Bn, Ah, Le = OWNER, PR_, TN, YS, BH, AK, LF
NEW = "+44 7700 900312"  # Ben's new phone, not saved in anyone's contacts

MESSAGES = [
    M("11-16 08:58", None, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, "
      "can read or listen to them. Tap to learn more.", system=True),
    M("11-16 08:59", None, 'Daniel Ortiz created group "Kestrel HW"', system=True),
    M("11-16 09:00", None, "Daniel Ortiz added Lena Fischer", system=True),
    M("11-16 09:10", Dn, "Morning team. Galleria mall pilot is confirmed for Dec 7. That means 3 working units by Dec 4. "
      "Let's sort out who owns what today"),
    M("11-16 09:14", Pr, "Motor driver rev C boards arrive Wednesday. I'll bring up the first one on Thursday and "
      "tell you by Friday if we need a rev D",
      C(PR_, ["board"], "2026-11-19"), C(PR_, ["rev d"], "2026-11-20")),
    M("11-16 09:20", Tm, "lidar bracket v3 is at the machine shop, should be back early next week. "
      "I'll fit it on unit 2 as soon as it lands", C(TN, ["bracket"])),
    M("11-16 09:22", Dn, "Ahmed can you chase the battery packs? We still don't have the UN38.3 paperwork"),
    M("11-16 09:40", Ah, "on it", C(AK, ["battery|un38"])),
    M("11-16 09:41", Yu, "fyi I'm out Wed-Thu this week, conference in Berlin. reachable in the evenings",
      CX(YS, ["berlin|conference"], "2026-11-19")),
    M("11-16 09:45", Dn, "ok. Yuki before you go can you push the new e-stop firmware to units 1 and 2?"),
    M("11-16 09:52", Yu, "yes, tomorrow EOD", C(YS, ["e-stop|estop|emergency"], "2026-11-17")),
    M("11-16 10:30", Bn, "test rig is free all week btw. I prefer running the soak tests overnight, "
      "less people tripping over cables 😅", PR(BH, ["overnight|night"])),
    M("11-16 10:33", Le, "Hi all! First week here 👋 I'm Lena, industrial design intern from TU Delft, "
      "with you until end of February", F(LF, ["delft"])),
    M("11-16 10:35", Dn, "Welcome Lena! Tom will show you around the CAD vault"),
    M("11-16 10:40", Tm, "👍 will do after lunch", C(TN, ["cad|lena"], "2026-11-16")),
    M("11-16 15:02", Pr, "<Media omitted>"),
    M("11-16 15:03", Pr, "^ thermal image of rev B under load. 78°C on the FETs. rev C better be better"),
    # Tue 17
    M("11-17 09:05", Ah, "Battery supplier says the UN38.3 certificate comes by Thursday. I'll forward it as soon as I get it",
      C(AK, ["forward|certificate"])),
    M("11-17 11:20", Tm, "bracket came back early!! fitting it on unit 2 this afternoon"),
    M("11-17 16:45", Tm, "bracket on unit 2, lidar sees the floor again 🎉", D(TN, ["bracket"])),
    M("11-17 18:50", Yu, "e-stop fw is on units 1 and 2, v0.9.3", D(YS, ["e-stop|estop|emergency"])),
    M("11-17 18:58", Bn, "nice. reminder for whoever does the dock UI: I'm colourblind, red vs green status LEDs "
      "look the same to me", F(BH, ["blind"])),
    # Wed 18
    M("11-18 10:10", Pr, "rev C boards arrived, 10 pcs. one has a cracked connector, I'll RMA it today",
      C(PR_, ["rma"], "2026-11-18")),
    M("11-18 10:12", Dn, "nice. Lena, can you start on the bumper cover redesign? the mall wants it in their brand colour"),
    M("11-18 10:30", Le, "Sure! Ill have 2-3 sketches by Monday", C(LF, ["sketch"], "2026-11-23")),
    M("11-18 10:31", Le, "also I'd rather get feedback in person than in chat if that's ok, still learning the vocabulary 🙈",
      PR(LF, ["person"])),
    M("11-18 10:40", Tm, "Lena one request from me: send me files as STEP, never as screenshots or PDFs 🙏",
      PR(TN, ["step"])),
    M("11-18 14:00", Ah, "Daniel, heads up: I'm working from Kazan Mon-Wed next week, family stuff. online the whole time",
      CX(AK, ["kazan"], "2026-11-25")),
    M("11-18 14:05", Dn, "np"),
    # Thu 19
    M("11-19 11:30", Pr, "first rev C board is up. motors spin, current sense is off by ~8%. need to look at the shunt",
      D(PR_, ["board"])),
    M("11-19 11:34", Dn, "so rev D?"),
    M("11-19 11:40", Pr, "maybe. I'll know tomorrow, as promised"),
    M("11-19 16:20", Ah, "no certificate yet. supplier now says Monday"),
    M("11-19 17:02", NEW, "hey it's Ben, new number, old phone died in the climate chamber 😭 save this one"),
    M("11-19 17:05", Yu, "RIP phone. how hot did you run it"),
    M("11-19 17:06", NEW, "60C. dont ask"),
    # Fri 20
    M("11-20 10:00", Pr, "verdict: no rev D needed. shunt value was wrong in the BOM. I'll rework the 10 boards by hand, "
      "swap R17 on each. done by Tuesday", D(PR_, ["rev d"]), C(PR_, ["rework|r17"], "2026-11-24")),
    M("11-20 10:05", Dn, "best news this week"),
    M("11-20 10:07", Tm, "by hand? all 10? you're a machine"),
    M("11-20 10:08", Pr, "I'll survive. send snacks"),
    M("11-20 12:30", NEW, "Daniel can I take unit 1 to the chamber for the cold test mon? need it 9 to 3"),
    M("11-20 12:40", Dn, "yes, but Tom needs it after 3 for the bumper fit"),
    M("11-20 12:41", NEW, "ok it'll be back by 3 latest, promise", C(BH, ["unit 1|cold|chamber"], "2026-11-23")),
    M("11-20 16:00", Ah, "Priya I did the RMA for the cracked board for you, label's printed, courier picks up Monday",
      D(PR_, ["rma"])),
    M("11-20 16:02", Pr, "ahh thank you!! totally forgot"),
    # Sat 21
    M("11-21 12:15", Yu, "back from Berlin. brought stroopwafels, wrong country I know"),
    # Sun 22
    M("11-22 20:40", Tm, "reminder I'm at the dentist tomorrow morning, in by 11", CX(TN, ["dentist"], "2026-11-23")),
    # Mon 23
    M("11-23 09:15", Le, "<Media omitted>"),
    M("11-23 09:16", Le, "bumper sketches! 3 options, B is my favourite. Daniel are you free for 15 min today?",
      D(LF, ["sketch"])),
    M("11-23 09:30", Dn, "after 4?"),
    M("11-23 09:31", Le, "perfect"),
    M("11-23 14:50", NEW, "unit 1 back at Tom's desk, cold test passed at -5C. full report tomorrow",
      D(BH, ["unit 1|cold|chamber"]), C(BH, ["report"], "2026-11-24")),
    M("11-23 15:00", Ah, "Certificate arrived!! forwarding now",
      D(AK, ["battery|un38"]), D(AK, ["forward|certificate"])),
    M("11-23 15:01", Ah, "UN38.3_Kestrel_pack.pdf (file attached)"),
    M("11-23 16:45", Dn, "Lena's option B it is. Lena, CAD by next Monday?"),
    M("11-23 16:50", Le, "yes! Tom said he'd help me with the snap fits", C(LF, ["cad|bumper"], "2026-11-30")),
    M("11-23 16:55", Tm, "yep, Wed afternoon works for me", C(TN, ["snap"], "2026-11-25")),
    # Tue 24
    M("11-24 10:20", NEW, "cold test report is in the drive under Test/Cold", D(BH, ["report"])),
    M("11-24 11:00", Pr, "rework status: 6/10 done. the other 4 tomorrow, sorry, got pulled into the charger dock issue",
      P(PR_, ["rework|r17"], "2026-11-25")),
    M("11-24 11:10", Dn, "fine. what's with the dock?"),
    M("11-24 11:15", Pr, "contacts on dock v1 are pitting, looks like arcing. I'll write it up by Thursday with photos",
      C(PR_, ["dock"], "2026-11-26")),
    M("11-24 15:30", Yu, "Daniel honestly, I hate doing firmware releases on Fridays. can we do Thursday releases from now on?",
      PR(YS, ["release"])),
    M("11-24 15:33", Dn, "fair. Thursdays."),
    M("11-24 15:35", Yu, "thanks. at Fanuc we had a no-friday-deploys rule, 4 years, saved us so many weekends",
      F(YS, ["fanuc"])),
    # Wed 25
    M("11-25 09:00", Ah, "working from Kazan today, ping me here not on slack"),
    M("11-25 11:40", Yu, "I'll write a short OTA update guide for the mall staff this weekend",
      C(YS, ["ota"])),
    M("11-25 13:00", Pr, "all 10 boards reworked ✅", D(PR_, ["rework|r17"])),
    M("11-25 16:30", Tm, "snap fits done with Lena, she's quick", D(TN, ["snap"])),
    M("11-25 16:31", Le, "Tom is a patient teacher 😊"),
    # Thu 26
    M("11-26 10:00", Dn, "Status check for Dec 4: unit 1 ✅, unit 2 waiting on a rev C board, unit 3 not assembled. "
      "Tom, when can unit 3 be built?"),
    M("11-26 10:12", Tm, "if Ahmed gets the second chassis by Monday I can build it Tue-Wed, so done Wednesday Dec 2",
      C(TN, ["unit 3|third"], "2026-12-02")),
    M("11-26 10:20", Ah, "chassis ships Friday, I'll pick it up from the depot myself on Monday",
      C(AK, ["chassis"], "2026-11-30")),
    M("11-26 14:45", Pr, "<Media omitted>"),
    M("11-26 14:46", Pr, "dock write-up: https://docs.kestrel.local/dock-arcing\ntl;dr new contacts, gold plated, "
      "3 week lead time", D(PR_, ["dock"])),
    M("11-26 14:50", Dn, "3 weeks means no new dock for the pilot. Ahmed please order them anyway"),
    M("11-26 14:52", Ah, "ordering today. and next time pls send purchase requests by email, I lose them in chats",
      C(AK, ["contact"], "2026-11-26"), PR(AK, ["email|e-mail"])),
    # Fri 27
    M("11-27 09:30", Yu, "firmware 1.0-rc1 will be ready Thursday Dec 3, per our new rule 😇 "
      "Ben I'll need you for a regression pass that afternoon", C(YS, ["rc1|1.0"], "2026-12-03")),
    M("11-27 09:35", NEW, "booked", C(BH, ["regression"], "2026-12-03")),
    M("11-27 10:10", Dn, "Yuki skip the OTA guide btw, mall staff won't touch firmware during the pilot"),
    M("11-27 10:14", Yu, "ok, dropping it", X(YS, ["ota"])),
    M("11-27 12:00", Le, "Daniel I'll miss Monday morning, visa appointment at the consulate. back by 1pm",
      CX(LF, ["visa|consulate"], "2026-11-30")),
    M("11-27 12:02", Dn, "ok"),
    # Sun 29
    M("11-29 21:15", Ah, "bad news: chassis is stuck at customs, depot says Wednesday at the earliest. "
      "I'll pick it up Wednesday then", P(AK, ["chassis"], "2026-12-02")),
    M("11-29 21:22", Tm, "then unit 3 slips too. I'll have it built by Friday noon, tight but doable",
      P(TN, ["unit 3|third"], "2026-12-04")),
    # Mon 30
    M("11-30 09:00", Dn, "Tight. Plan B: Ben, can we use the old EVT unit as the third one if unit 3 isn't ready?"),
    M("11-30 09:20", NEW, "possible. I'll check EVT-4 today, battery might be dead", C(BH, ["evt"], "2026-11-30")),
    M("11-30 13:40", Le, "back from the consulate, visa approved 🎉"),
    M("11-30 13:45", Le, "bumper CAD needs one more day, the fillets keep failing in Onshape. tomorrow EOD?",
      P(LF, ["cad|bumper"], "2026-12-01")),
    M("11-30 13:50", Dn, "fine"),
    M("11-30 17:30", NEW, "EVT-4 checked. battery is dead but the rest works. with a loaner pack it can run",
      D(BH, ["evt"])),
    M("11-30 17:40", Dn, "Ahmed can you get a loaner pack just in case?"),
    M("11-30 17:55", Ah, "I'll order one tomorrow from Voltstore", C(AK, ["loaner|pack"], "2026-12-01")),
    # Tue 1
    M("12-01 10:00", Yu, "heads up, I'm moving apartments Thu-Fri so I might be slow to answer. rc1 still Thursday",
      CX(YS, ["moving|apartment"], "2026-12-04")),
    M("12-01 12:00", Pr, "btw if Yuki needs help with FOC tuning, I did my masters on motor control, happy to sit with him",
      F(PR_, ["motor control|master"])),
    M("12-01 18:00", Le, "bumper CAD uploaded to the vault, ready for print", D(LF, ["cad|bumper"])),
    M("12-01 18:05", Dn, "great work Lena. Tom can you print it on the big printer tonight?"),
    M("12-01 18:10", Tm, "can do, it's a 9 hour print, I'll start it when I leave", C(TN, ["print"], "2026-12-01")),
    # Wed 2
    M("12-02 08:30", Tm, "print failed at 70%, spaghetti everywhere. I'll restart it tonight",
      P(TN, ["print"], "2026-12-02")),
    M("12-02 11:30", Ah, "chassis picked up! it's in the lab", D(AK, ["chassis"])),
    M("12-02 11:35", Tm, "🙏 starting unit 3"),
    M("12-02 15:00", NEW, "This message was deleted", deleted=True),
    M("12-02 15:01", NEW, "wrong chat sorry"),
    # Thu 3
    M("12-03 09:10", Tm, "bumper printed overnight, fits like a glove", D(TN, ["print"])),
    M("12-03 13:00", Yu, "1.0-rc1 tagged and flashed on units 1 and 2 ✅ Ben over to you", D(YS, ["rc1|1.0"])),
    M("12-03 13:02", NEW, "on it"),
    M("12-03 18:40", NEW, "regression pass: 47/48 passed, one flaky docking test, not blocking",
      D(BH, ["regression"])),
    M("12-03 19:00", Dn, "Team, Tom says unit 3 will be driving tomorrow morning. if so, plan B is off"),
    # Fri 4
    M("12-04 08:00", Yu, "<Media omitted>"),
    M("12-04 08:01", Yu, "my life is boxes"),
    M("12-04 10:30", Tm, "unit 3 assembled and driving 🎉", D(TN, ["unit 3|third"])),
    M("12-04 10:45", Dn, "Amazing. So Galleria gets 3 units. Priya, the site visit: can you come with me Saturday?"),
    M("12-04 10:50", Pr, "Saturday is my daughter's recital, sorry. Sunday morning works",
      F(PR_, ["daughter"]), C(PR_, ["site|visit|galleria"], "2026-12-06")),
    M("12-04 11:00", Ah, "Daniel, since we don't need EVT-4 I'm cancelling the loaner pack order, Voltstore hasn't shipped yet",
      X(AK, ["loaner|pack"])),
    M("12-04 11:05", NEW, "I'm off Mon-Wed next week btw, booked it back in September",
      CX(BH, ["off|leave|holiday|vacation"], "2026-12-09")),
    M("12-04 11:10", Dn, "noted, enjoy"),
    M("12-04 16:00", Le, "can someone show me how the van booking works for next time? I'd like to learn the procurement side"),
    M("12-04 16:05", Ah, "sure, Monday I'll walk you through it", C(AK, ["van|procure|walk|show"], "2026-12-07")),
]
