"""Chat 2: clinical-trials unit of a hospital. WhatsApp (Android) txt, English."""

from common import C, CX, D, F, P, PR, X, m

OWNER = "Helen Carter"
GROUP = "CTU Onc Team"
PRI, TOM, SAM = "Priya Raman", "Tom Okafor", "Samuel Whitfield"
GRA, MAT, AIS = "Grace Liu", "Matthew Doyle", "Aisha Bello"

PEOPLE = {
    PRI: ["Priya", "Pri"],
    TOM: ["Tom", "Tommy", "Tom Okafor"],
    SAM: ["Sam", "Dr Sam Whitfield", "Dr Whitfield", "Sam Whitfield"],
    GRA: ["Grace", "Gracie", "Grace Pharmacy"],
    MAT: ["Matt", "Matt Doyle", "+44 7700 900214"],
    AIS: ["Aisha", "Aish", "Aisha CTU"],
}

# names as the owner's phone shows them
HEL, sP, sT, sS, sG, sM, sA = (
    OWNER, "Priya Raman", "Tom Okafor", "Dr Sam Whitfield", "Grace Pharmacy", "Matt Doyle",
    "Aisha CTU")
sM2 = "+44 7700 900214"  # Matt's personal phone, not saved in the owner's contacts


def SYS(stamp: str, text: str):
    return m(stamp, "", text, kind="system")


MESSAGES = [
    SYS("16.11 08:40", "Messages and calls are end-to-end encrypted. No one outside of this "
        "chat, not even WhatsApp, can read or listen to them. Tap to learn more."),
    # --- Mon 16 Nov
    m("16.11 08:47", HEL, "Morning all. Big three weeks: ARBOR-3 monitoring visit Thu 3 Dec, "
      "HEART-FIT database lock on the 10th, and the ARBOR substantial amendment has to be "
      "with the REC by 27 Nov."),
    m("16.11 08:52", sP, "Morning! 👍"),
    m("16.11 08:58", sT, "HEART-FIT has 143 open queries in the EDC. I'll get that under 20 "
      "before lock, aiming for end of next week", C(TOM, "quer", "2026-11-27")),
    m("16.11 09:10", sM, "Amendment pack is mostly there. I'll have the draft cover letter and "
      "tracked protocol to you by Wednesday", C(MAT, "cover letter|protocol|amendment",
                                              "2026-11-18")),
    m("16.11 09:12", HEL, "Great, thanks Matt"),
    m("16.11 09:40", sG, "FYI pharmacy fridge 2 logged a temp excursion overnight, peaked "
      "9.1°C for 40 min. ARBOR IMP is in there. I'll quarantine the stock and file the "
      "deviation today", C(GRA, "quarantin", "2026-11-16"), C(GRA, "deviation", "2026-11-16")),
    m("16.11 09:45", HEL, "Thanks Grace. Does the sponsor need to know within 24h?"),
    m("16.11 09:49", sG, "Yes. I'll send the temperature log to the CRA as well",
      C(GRA, "log|CRA")),
    m("16.11 11:30", sP, "Screening: 2 new ARBOR referrals from Dr Khan's clinic. I'll "
      "pre-screen both sets of notes this afternoon", C(PRI, "screen", "2026-11-16")),
    m("16.11 11:34", sS, "I can do consent for both on Thursday if they come in after 2, I'm "
      "in clinic till then", C(SAM, "consent", "2026-11-19")),
    m("16.11 13:05", sA, "GCP reminder: Tom, Sam and Grace — your certificates expire in "
      "December. The NIHR online course takes about 4h"),
    m("16.11 13:20", sT, "Ugh. I'll do mine on Saturday", C(TOM, "GCP", "2026-11-21")),
    m("16.11 13:22", sS, "will get mine done before the monitoring visit", C(SAM, "GCP")),
    m("16.11 13:25", sG, "Mine's done already, renewed in October 😇"),
    m("16.11 16:40", sG, "IMP quarantined and labelled, deviation DV-ARB-014 filed",
      D(GRA, "quarantin"), D(GRA, "deviation")),
    m("16.11 17:02", sP, "Both referrals look eligible on paper. Booked Thu 19th 2:30 and "
      "3:15", D(PRI, "screen")),
    # --- Tue 17 Nov
    m("17.11 08:30", sM, "Morning. Heads up — I've got jury service from next Monday for two "
      "weeks 🙄 will only check messages at lunch", CX(MAT, "jury", "2026-12-04")),
    m("17.11 08:35", HEL, "Oh no. Ok so the amendment really has to go this week"),
    m("17.11 08:37", sM, "Yep. I'll submit it on IRAS by Friday, before I go",
      C(MAT, "submi|IRAS", "2026-11-20")),
    m("17.11 10:15", sT, "Helen, when you've got a sec — for data queries I'd much rather "
      "people answer in the EDC itself, not email me the answers. Otherwise there's no audit "
      "trail and I have to re-enter everything", PR(TOM, "EDC")),
    m("17.11 10:20", sP, "noted 🙈 that was me, sorry"),
    m("17.11 12:00", sA, "", media="media"),
    m("17.11 12:01", sA, "Christmas rota draft ^ shout if anything's wrong. Need it signed "
      "off by the 1st"),
    m("17.11 12:30", sS, "I'm on nights on the ward 24th–27th so no trial visits from me "
      "those days", CX(SAM, "night", "2026-11-27")),
    m("17.11 14:10", sG, "Re rota: I don't work Fridays — compressed hours, always have. "
      "Please take me off the Friday 18 Dec slot", F(GRA, "friday")),
    m("17.11 14:15", sA, "Sorry Grace! Fixed"),
    # --- Wed 18 Nov
    m("18.11 09:20", sM, "Cover letter + tracked protocol v5.0 are in the shared drive > ARBOR "
      "> Amendments. Helen can you review by tomorrow?",
      D(MAT, "cover letter|protocol|amendment")),
    m("18.11 09:30", HEL, "Will do tonight"),
    m("18.11 11:00", sP, "Can anyone cover my Friday morning visit? pt 0412, week 12 bloods. "
      "Dentist 😬"),
    m("18.11 11:05", sA, "I'd love to but you don't want me near a needle 😅"),
    m("18.11 11:12", sS, "I'll take it if it's before 10", C(SAM, "0412|blood", "2026-11-20")),
    m("18.11 11:14", sP, "8:30 — you're a star"),
    m("18.11 15:45", sT, "Queries down to 96. Slow going, site 3 answer in caps lock like "
      "it's personal"),
    m("18.11 16:20", sA, "Also I need everyone's signature on the new delegation log for the "
      "monitoring visit — by end of next week please. And scan them, don't send photos from "
      "your phone, the monitor rejected photos last time"),
    m("18.11 16:30", sP, "yep", C(PRI, "delegation|sign", "2026-11-27")),
    m("18.11 16:33", sA, "Honestly I'd always rather have a scan, even for the small stuff. "
      "Photos are a nightmare to file", PR(AIS, "scan")),
    # --- Thu 19 Nov
    m("19.11 08:05", HEL, "Reviewed the amendment, a couple of comments in the doc. Looks "
      "good otherwise"),
    m("19.11 08:40", sM, "Thanks, will address and submit tomorrow"),
    m("19.11 14:05", sS, "First ARBOR referral consented and randomised 👍 second one wants "
      "to talk to her family first", D(SAM, "consent")),
    m("19.11 14:10", HEL, "Brilliant, thanks Sam"),
    m("19.11 16:00", sG, "Sponsor says the excursion stock is fine to use, stability data "
      "covers up to 12°C. I'll release it from quarantine tomorrow morning",
      C(GRA, "releas", "2026-11-20")),
    # --- Fri 20 Nov
    m("20.11 08:55", sS, "0412 bloods done, samples spun and in the -80",
      D(SAM, "0412|blood")),
    m("20.11 09:30", sT, "Did my GCP last night instead, certificate's in the ISF",
      D(TOM, "GCP")),
    m("20.11 12:40", sM, "Bad news — IRAS is down for maintenance till Monday, can't submit "
      "today. I'll submit first thing Monday from home before court. (I did 3 years at the "
      "HRA, it always goes down on a Friday, I should have known)",
      P(MAT, "submi|IRAS", "2026-11-23"), F(MAT, "HRA")),
    m("20.11 12:44", HEL, "Argh. Ok, as long as it's in before the 27th"),
    m("20.11 15:00", sP, "Friday treat: brownies in the office from pt 0388's wife, she baked "
      "them for the unit 🥹"),
    m("20.11 15:02", sT, "omw"),
    # --- Mon 23 Nov
    m("23.11 07:50", sM, "Submitted ✅ IRAS ref 331204. Off to court", D(MAT, "submi|IRAS")),
    m("23.11 08:05", HEL, "Thanks Matt!! Good luck in court 😄"),
    m("23.11 09:30", sA, "Delegation log: got Priya's 👍", D(PRI, "delegation|sign")),
    m("23.11 10:30", sP, "Helen — pt 0390 called, she had a fall at home on Saturday and was "
      "admitted to St Mary's overnight. That's an SAE. I'll do the initial report today",
      C(PRI, "SAE", "2026-11-23")),
    m("23.11 10:33", HEL, "Yes please, 24h clock. Sam can you do the causality assessment "
      "with her?"),
    m("23.11 10:40", sS, "On it", C(SAM, "causality")),
    m("23.11 13:15", sP, "SAE initial report sent to sponsor, acknowledgement received",
      D(PRI, "SAE")),
    m("23.11 15:30", sT, "Can I be honest — the Monday 8am huddle really doesn't work for me, "
      "the data team has the EDC sync Monday mornings. Tuesdays at 9 would be so much better",
      PR(TOM, "huddle|tuesday")),
    m("23.11 15:45", HEL, "Fair. Let's try Tuesdays 9am from next week"),
    m("23.11 15:47", sT, "🙏"),
    # --- Tue 24 Nov
    m("24.11 10:20", sG, "Lab kits for ARBOR: 6 of 10 expire 31 Dec. I'll order a new batch "
      "from Covance by Thursday", C(GRA, "kit", "2026-11-26")),
    m("24.11 10:58", "", "Helen Carter added +44 7700 900214", kind="system"),
    m("24.11 11:00", sM2, "Hi all it's Matt — work phone got locked in the jury room 🙃 "
      "this is my personal, use it till I'm back"),
    m("24.11 11:05", sA, "saved 👍"),
    m("24.11 11:20", sA, "Grace, for the new kits — delivery to the CTU office or to "
      "pharmacy?", tag="kits"),
    m("24.11 11:31", sG, "Pharmacy goods-in, always. Never the office please, chain of custody",
      PR(GRA, "goods-in|pharmacy")),
    m("24.11 14:00", sP, "Second ARBOR referral called back, she wants in! Sam can you consent "
      "her Thursday?"),
    m("24.11 14:10", sS, "I'm on nights remember. Could do Monday 30th at 2",
      C(SAM, "consent", "2026-11-30")),
    m("24.11 14:12", sP, "Perfect, booked"),
    m("24.11 17:30", sT, "Queries at 41. I'm going to miss the end-of-week target — site 3 has "
      "25 of them and their coordinator is off sick. Realistically Wednesday 2nd",
      P(TOM, "quer", "2026-12-02")),
    # --- Wed 25 Nov
    m("25.11 09:10", sA, "Monitoring visit agenda from Lucy: SDV on 8 ARBOR patients, pharmacy "
      "walkthrough, ISF review. Seminar room 2 booked 9–5"),
    m("25.11 09:15", HEL, "Grace can you take Lucy round pharmacy at 2pm on the 3rd?",
      tag="walk"),
    m("25.11 09:40", sG, "yes fine", C(GRA, "pharmacy|walk", "2026-12-03"), reply="walk"),
    m("25.11 11:20", sP, "I'll need the source notes pulled for the 8 SDV patients. I'll "
      "request them from medical records today, they take 5 working days",
      C(PRI, "notes|records", "2026-11-25")),
    m("25.11 13:00", sS, "Small request from nights: please text me rather than ring, I can't "
      "pick up on the ward and the voicemail is full", PR(SAM, "text")),
    m("25.11 16:00", sM2, "Lunch check-in: REC acknowledged the amendment, validation letter "
      "should come within 10 days"),
    # --- Thu 26 Nov
    m("26.11 08:30", sG, "Covance order placed, 10 kits, delivery 2 Dec", D(GRA, "kit")),
    m("26.11 10:00", sP, "", media="media"),
    m("26.11 10:01", sP, "^ new consent form v4 from the sponsor. All ARBOR patients on "
      "treatment need re-consenting at their next visit. Mostly the neuropathy wording — I "
      "did 8 years on the chemo day unit before this, it's the bit patients always ask about",
      F(PRI, "chemo")),
    m("26.11 10:05", HEL, "How many is that?"),
    m("26.11 10:07", sP, "11. I'll make a tracker and share it by Monday",
      C(PRI, "tracker", "2026-11-30")),
    m("26.11 12:15", sA, "Who's booking the Christmas do? Last year was chaos"),
    m("26.11 12:20", sT, "Not it"),
    m("26.11 12:22", sP, "I'll do it if nobody else wants to. But I am NOT doing karaoke "
      "again, I hate it", C(PRI, "christmas|book"), PR(PRI, "karaoke")),
    m("26.11 12:30", HEL, "Priya you're a hero. Budget £25 a head"),
    m("26.11 15:10", sT, "Helen, reminder I'm off 7–11 Dec, my brother's wedding in Lagos 🎉 "
      "approved back in summer, just flagging since it's lock week",
      CX(TOM, "wedding|Lagos|off|leave", "2026-12-11")),
    m("26.11 15:12", HEL, "Ahh yes. So lock prep has to be done by the 4th"),
    m("26.11 15:20", sT, "It will be. Queries cleared by Wed and the lock checklist by Friday "
      "the 4th", C(TOM, "checklist", "2026-12-04")),
    # --- Fri 27 Nov
    m("27.11 09:00", sP, "Medical records request in — 3 of the 8 sets are in offsite "
      "storage, they'll come by the 2nd", D(PRI, "notes|records")),
    m("27.11 11:45", sS, "Post-nights brain. Was the -80 alarm ever fixed? It beeped all night"),
    m("27.11 11:50", sG, "Estates came Wednesday, it's the sensor. They're replacing it next "
      "week"),
    m("27.11 14:00", sA, "", media="media"),
    m("27.11 14:01", sA, "Final rota ^ signed off by Helen, thanks all"),
    # --- Mon 30 Nov
    m("30.11 08:55", HEL, "Morning. Monitoring visit Thursday. ISF (Aisha), pharmacy (Grace), "
      "source notes (Priya), queries (Tom). Anything outstanding — tell me today."),
    m("30.11 09:10", sA, "ISF: missing Sam's CV and GCP cert. Sam??"),
    m("30.11 09:30", sS, "CV tonight, GCP I'll finish tomorrow. Sorry!!",
      C(SAM, "CV", "2026-11-30")),
    m("30.11 09:45", sP, "Re-consent tracker is in the drive, 11 pts, visit dates pulled from "
      "the schedule", D(PRI, "tracker")),
    m("30.11 10:20", HEL, "Thanks. Sam, could you run a re-consent clinic on 10 Dec for the "
      "ones due that week?", tag="reclinic"),
    m("30.11 10:26", sS, "Yes, morning works", C(SAM, "re-consent|clinic", "2026-12-10"),
      reply="reclinic"),
    m("30.11 14:30", sS, "Second pt consented, randomised to arm B", D(SAM, "consent")),
    m("30.11 22:15", sS, "CV sent to Aisha", D(SAM, "CV")),
    m("30.11 22:16", sS, "This message was deleted", kind="deleted"),
    # --- Tue 1 Dec
    m("01.12 09:00", HEL, "First Tuesday huddle 9am, seminar room 1"),
    m("01.12 09:40", sP, "Running 5 min late, sorry — also heads up, I'm on half days Wed to "
      "Fri this week, my son's off school with chickenpox",
      CX(PRI, "half|chickenpox", "2026-12-04")),
    m("01.12 12:00", sG, "Helen, I can't do the pharmacy walkthrough on Thursday after all — "
      "the aseptic unit QC audit got moved onto that afternoon. Ray (my deputy) will take "
      "Lucy round instead", X(GRA, "pharmacy|walk")),
    m("01.12 12:05", HEL, "Ok, Ray's fine. Let Lucy know"),
    m("01.12 14:00", sP, "Christmas do booked: the Italian place on Eldon St, Fri 18th 7pm. "
      "I paid the deposit — Aisha can you reimburse?", D(PRI, "christmas|book"), tag="deposit"),
    m("01.12 14:05", sA, "yes, send me the receipt and I'll sort it Thursday",
      C(AIS, "reimburs|receipt|deposit", "2026-12-03"), reply="deposit"),
    m("01.12 16:30", sM2, "Validation letter came through! REC meeting for the amendment is "
      "15 Dec. I'll prep the responses to any REC queries once I'm back on the 7th",
      C(MAT, "respon")),
    # --- Wed 2 Dec
    m("02.12 08:40", sT, "Queries: 3 left, all waiting on Dr Patel at site 3. Not hitting zero "
      "today. Friday at the latest", P(TOM, "quer", "2026-12-04")),
    m("02.12 09:05", sP, "Tom said he'll pull the SDV listings for Lucy by EOD today, so "
      "we'll have them for the visit", C(TOM, "listing", "2026-12-02")),
    m("02.12 10:15", sG, "Kits arrived 📦 in pharmacy goods-in"),
    m("02.12 11:00", sP, "Source notes all here, 8/8 flagged and in the locked cabinet"),
    m("02.12 13:20", sA, "Sam, Lucy wants 15 min with you about the 0390 SAE causality. "
      "11:30 Thursday ok?", tag="lucy"),
    m("02.12 13:45", sS, "11:30 if clinic isn't overrunning, otherwise 12. My PhD was on "
      "platinum neuropathy so happy to talk her through it",
      C(SAM, "Lucy|SAE|causality", "2026-12-03"), F(SAM, "PhD"), reply="lucy"),
    m("02.12 15:00", sA, "Also — I'm leaving at 3 on Fridays for the rest of December, "
      "childcare. Just so you all know", CX(AIS, "childcare|friday", "2026-12-31")),
    m("02.12 17:40", sT, "SDV listings in the visit folder", D(TOM, "listing")),
    m("02.12 17:52", sT, "And Aisha — can the tracker use text labels as well as the red/amber/"
      "green? I'm colour-blind, the RAG colours are useless to me",
      F(TOM, "colou|color")),
    m("02.12 17:55", sA, "Oh! I had no idea, sorry Tom 🙈"),
    # --- Thu 3 Dec
    m("03.12 08:30", HEL, "Lucy's here. Coffee in seminar room 2, go say hi"),
    m("03.12 12:10", sS, "Done with Lucy, she was happy with the causality rationale",
      D(SAM, "Lucy|SAE|causality")),
    m("03.12 13:00", sA, "Reimbursed Priya 💷", D(AIS, "reimburs|receipt|deposit")),
    m("03.12 16:45", HEL, "Visit wrap-up: 4 minor findings, nothing major. Well done everyone 🎉 "
      "Full report next week"),
    m("03.12 16:50", sP, "🎉🎉"),
    m("03.12 16:52", sT, "🥳"),
    # --- Fri 4 Dec
    m("04.12 09:30", sT, "Queries at ZERO 🎉 Lock checklist done and uploaded, handover notes "
      "in the HEART-FIT folder. Off from tomorrow!", D(TOM, "quer"), D(TOM, "checklist")),
    m("04.12 09:35", HEL, "Amazing Tom, enjoy the wedding!"),
    m("04.12 10:00", sA, "Grace, Ray's asking if you still want to run the cold chain training "
      "on the 9th?", tag="cold"),
    m("04.12 10:20", sG, "Yes — I'll run it, 2pm, pharmacy seminar room",
      C(GRA, "training|cold chain", "2026-12-09"), reply="cold"),
    m("04.12 11:00", sS, "Annoyingly I have to drop the re-consent clinic on the 10th, I've "
      "been put on the rota to cover a consultant's leave. Priya, could we do the 14th "
      "instead?", P(SAM, "re-consent|clinic", "2026-12-14")),
    m("04.12 11:10", sP, "14th works 👍"),
    m("04.12 11:45", HEL, "Matt — just heard from the sponsor, their regulatory team will "
      "answer any REC queries directly, so no need for you to prep responses. Enjoy the last "
      "day of jury duty!", X(MAT, "respon")),
    m("04.12 12:30", sM2, "Ha, even better 👌"),
]
