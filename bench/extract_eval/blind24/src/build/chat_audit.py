"""Chat 2: an IT audit firm's fieldwork team — WhatsApp (Android) txt export, English."""

from __future__ import annotations

from pathlib import Path

from common import CX, PR, C, Chat, D, F, P, X

GROUP = "Harbor Mutual ITGC"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Dana Whitfield"
PEOPLE = {
    "Priya Raman": ["Priya", "Pri", "Priya Raman"],
    "Devesh Malhotra": ["Dev", "Devesh", "Dev Malhotra"],
    "Tomasz Wójcik": ["Tomasz", "Tom", "Tomek", "Tomasz W"],
    "Ellie Brennan": ["Ellie", "El", "Ellie B"],
    "Marcus Hale": ["Marcus", "Marc", "Marcus Hale"],
    "Jonah Fisk": ["Jonah", "Jo", "Jonah Fisk"],
}
PRIYA, DEV, TOM, ELLIE, MARCUS, JONAH = PEOPLE

DA, PR_, DV, TW, EB, MH, JF = (
    OWNER, "Priya Raman", "Dev", "Tomasz W", "Ellie B", "Marcus Hale", "Jonah Fisk",
)
JF2 = "+44 7700 900318"  # Jonah's flatmate's phone: not in the exporter's contacts
EDITED = " <This message was edited>"


def chat() -> Chat:
    c = Chat()
    m = c.m
    # --- Mon 16 Nov
    c.system("11-16 08:50", "Messages and calls are end-to-end encrypted. No one outside of this "
             "chat, not even WhatsApp, can read or listen to them. Tap to learn more.")
    c.system("11-16 08:50", f'{DA} created group "{GROUP}"')
    c.system("11-16 08:51", f"{DA} added {PR_}, {DV}, {TW}, {EB}, {MH} and {JF}")
    m("11-16 08:58", DA, "Morning all. Fieldwork at Harbor Mutual starts today. Walkthroughs this "
      "week, testing through 4 Dec, draft findings memo by the 9th, exit meeting 11 Dec. Let's use "
      "this group for logistics + who's doing what")
    m("11-16 09:04", PR_, "I'll send the PBC list to their IT controller by EOD, just tidying the "
      "dates", C(PRIYA, ["PBC"], "11-16"))
    m("11-16 09:10", DV, "I can take the user access review walkthrough, Wednesday works for their "
      "IAM guy", C(DEV, ["access", "walk"], "11-18"))
    m("11-16 09:12", TW, "AD extract + leavers script is mine. By Friday if they give me the "
      "extract tomorrow", C(TOM, ["leaver|extract"], "11-20"))
    m("11-16 09:20", MH, "I'll draft the AWS config testing approach by Thursday",
      C(MARCUS, ["AWS"], "11-19"))
    m("11-16 09:21", DA, "👍")
    m("11-16 09:35", JF, "Dana which change ticket population are we using, Jan-Oct or full year?")
    m("11-16 09:40", DA, "Jan to Oct, we roll forward in January")
    m("11-16 09:42", JF, "ok then I'll sample 25 change tickets from ServiceNow tomorow",
      C(JONAH, ["ticket"], "11-17"))
    m("11-16 10:15", EB, "Booking the client meeting room for Tue-Thu next week, will confirm by "
      "tommorow", C(ELLIE, ["room"], "11-17"))
    m("11-16 10:16", EB, "also pls can tasks go in the tracker rather than here? I lose things in "
      "whatsapp", PR(ELLIE, ["tracker"]))
    m("11-16 10:20", DA, "fair, I'll mirror them in the tracker")
    m("11-16 13:05", JF, "heads up my laptop is with IT for reimaging until Wednesday, I'm on a "
      "loaner with no VPN till then", CX(JONAH, ["laptop"], "11-18"))
    m("11-16 17:48", PR_, "PBC list sent to Gareth, cc Dana", D(PRIYA, ["PBC"]))
    m("11-16 17:50", DA, "thanks Pri")
    # --- Tue 17 Nov
    m("11-17 09:02", JF, "", media="<Media omitted>")
    m("11-17 09:03", JF, "^ their ServiceNow export, 1,204 changes Jan-Oct")
    m("11-17 10:30", EB, "fun fact, I did two summers on Harbor's IT helpdesk as a student, so I "
      "know their ticketing tool inside out", F(ELLIE, ["helpdesk|help desk"]))
    m("11-17 11:40", EB, "Room 4.12 booked Tue-Thu, 9 to 6. Badges at reception",
      D(ELLIE, ["room"]))
    m("11-17 12:10", MH, "Quick one — I audited Harbor back in 2022 when I was at Deloitte, so I "
      "know where the bodies are buried in their change process", F(MARCUS, ["Deloitte|2022"]))
    m("11-17 12:12", PR_, "🙈")
    m("11-17 15:30", JF, "25 tickets sampled, selection sheet in the shared folder",
      D(JONAH, ["ticket"]))
    m("11-17 16:00", DA, "Pri can you chase their CISO for the pen test report? We asked in October")
    m("11-17 16:05", PR_, "on it, I'll ping her first thing tomorrow",
      C(PRIYA, ["pen test|pentest|penetration"], "11-18"))
    m("11-17 16:06", PR_, "and a general plea: text not voice notes please, I read everything on "
      "the train", PR(PRIYA, ["voice"]))
    # --- Wed 18 Nov
    m("11-18 09:15", PR_, "Pinged the CISO. She says the pen test report goes out Friday, it's with "
      "legal", D(PRIYA, ["pen test|pentest|penetration"]))
    m("11-18 10:00", DV, "UAR walkthrough done with Kevin from IAM. They do quarterly reviews but "
      "the Q2 sign-off is missing", D(DEV, ["access", "walk"]))
    m("11-18 10:02", DA, "that's a finding waiting to happen")
    m("11-18 10:05", DV, "yep. I'll update the RCM tonight with the walkthrough notes",
      C(DEV, ["RCM|control matrix"], "11-18"))
    m("11-18 14:20", TW, "client hasn't sent the AD extract yet. Gareth says Thursday")
    m("11-18 14:22", DA, "Tom, for the SoD analysis — SQL or Python this time?")
    m("11-18 14:30", TW, "Python, always. SQL on their read replica was a nightmare last year",
      PR(TOM, ["python"]))
    m("11-18 20:45", DV, "RCM updated", D(DEV, ["RCM|control matrix"]))
    # --- Thu 19 Nov
    m("11-19 09:00", MH, "AWS approach draft, mostly Config rules + CloudTrail sampling. Comments "
      "welcome", D(MARCUS, ["AWS"]), media="AWS_testing_approach_v1.pdf (file attached)")
    m("11-19 09:05", DA, "great, will read tonight")
    m("11-19 09:30", EB, "Feeling grim, think it's flu. Out today and tomorrow, sorry",
      CX(ELLIE, ["flu|sick"], "11-20"))
    m("11-19 09:31", DA, "Rest up")
    m("11-19 11:00", TW, "got the extract. running leavers now")
    m("11-19 11:45", JF, "Dana fyi I'm colourblind, the red/green heatmap in the risk template is "
      "useless to me — could we use the patterned one?",
      F(JONAH, ["colo"]), PR(JONAH, ["pattern"]))
    m("11-19 11:50", DA, "of course, switching it")
    m("11-19 16:40", MH, "I'm in Dubai for the other engagement 23–27 Nov, email only, WhatsApp "
      "patchy", CX(MARCUS, ["Dubai"], "11-27"))
    m("11-19 16:45", MH, "before I go I'll review Jonah's change mgmt workpapers — by Sunday",
      C(MARCUS, ["review", "change"], "11-22"))
    # --- Fri 20 Nov
    m("11-20 10:10", TW, "leavers ran but 40 accounts don't match the HR list, need to rerun with "
      "the contractor file. So not today — Tuesday", P(TOM, ["leaver|extract"], "11-24"))
    m("11-20 10:12", DA, "ok, Tuesday it is")
    m("11-20 10:30", DA, "Who can observe the backup restore test on 1 Dec? Their ops team do it "
      "at 7am 🙃")
    m("11-20 10:41", JF, "I can do it, early bird anyway", C(JONAH, ["restore|backup"], "12-01"))
    m("11-20 10:42", DV, "hero")
    m("11-20 12:00", DA, "Pen test report?")
    m("11-20 12:30", PR_, "CISO sent it. 3 highs, 1 still open from last year")
    m("11-20 16:00", DA, "Ellie, when you're back — could you get the backup logs onsite Monday? "
      "Badges permitting")
    m("11-20 18:20", EB, "if they sort our badges I'll go onsite Monday and collect the backup logs",
      C(ELLIE, ["logs"], "11-23"))
    # --- Sat 21 Nov
    m("11-21 11:00", PR_, "random but I live 10 min from Harbor's office, so if anyone needs "
      "hard copies picked up at weekends I'm your person", F(PRIYA, ["live", "harbor|office"]))
    m("11-21 11:05", JF, "noted, Priya is our courier now 😂")
    # --- Sun 22 Nov
    m("11-22 21:30", MH, "Reviewed Jonah's change workpapers, notes left in the file. Mostly tidy. "
      "Jonah, tickmarks on tab 3 are inconsistent", D(MARCUS, ["review", "change"]))
    m("11-22 21:35", JF, "👍 will fix tomorrow", C(JONAH, ["tickmark"], "11-23"))
    # --- Mon 23 Nov
    m("11-23 08:40", EB, "badges not ready, reception says Wednesday. So logs on Wednesday",
      P(ELLIE, ["logs"], "11-25"))
    m("11-23 08:45", DA, "fine")
    m("11-23 10:00", JF, "tickmarks fixed", D(JONAH, ["tickmark"]))
    m("11-23 10:30", DV, "Dana — I'll do the privileged access testing by end of month, Kevin gave "
      "me the PAM export", C(DEV, ["privileged|PAM"], "11-30"))
    m("11-23 12:15", DA, "Ellie, can you put together the binder index + tickmark legend? By "
      "Friday 27th ideally")
    m("11-23 12:20", EB, "yes will do by Friday", C(ELLIE, ["binder|index"], "11-27"))
    m("11-23 15:00", TW, "also FYI I passed CISSP last month, so I can sign off the security "
      "config section myself now", F(TOM, ["CISSP"]))
    m("11-23 15:02", PR_, "congrats!!")
    m("11-23 15:03", DV, "drinks on Tom")
    # --- Tue 24 Nov
    m("11-24 09:00", TW, "rerunning leavers with the contractor file now")
    m("11-24 17:20", TW, "leavers done: 6 genuine leavers still active, 2 of them with admin. "
      "Exceptions list sent to Dana", D(TOM, ["leaver|extract"]))
    m("11-24 17:25", DA, "that's our headline finding then")
    m("11-24 17:30", TW, "I'll rerun the SoD anaylsis on the finance roles and send you the "
      "conflicts list by Wednesday",
      C(TOM, ["SoD|segregation"], "11-25"), C(TOM, ["conflict"], "11-25"))
    m("11-24 17:40", DA, "Team lunch Friday at the Georgian place? Ellie could you book?")
    m("11-24 17:45", EB, "sure, I'll book for 7 at 1pm Friday", C(ELLIE, ["lunch"]))
    # --- Wed 25 Nov
    m("11-25 09:30", EB, "Got the backup logs from ops, 90 days, uploaded", D(ELLIE, ["logs"]))
    m("11-25 11:00", JF2, "hi all it's Jonah, phone died in the rain, this is my flatmate's old one "
      "till I sort it")
    m("11-25 11:02", JF2, "Dana, the change testing write-up — I'll have it done by Friday",
      C(JONAH, ["write"], "11-27"))
    m("11-25 11:05", DA, "thanks Jonah, noted the number")
    m("11-25 16:50", TW, "SoD rerun done, 14 conflicts, list is in your inbox",
      D(TOM, ["SoD|segregation"]), D(TOM, ["conflict"]))
    m("11-25 17:00", DV, "Dana can I take the Friday 8am client interview? generally I'd rather "
      "keep mornings for client interviews, afternoons I'm useless", PR(DEV, ["morning"]))
    m("11-25 17:05", DA, "sure")
    # --- Thu 26 Nov
    m("11-26 09:00", DA, "Marcus, while you're in Dubai — could you still call their cloud lead "
      "about the MFA exceptions?")
    m("11-26 10:00", DA, "Scrap the lunch btw — client called an all-hands Friday at 1 and wants "
      "us in the room. Ellie, no need to book", X(ELLIE, ["lunch"]))
    m("11-26 10:02", EB, "hadn't booked yet, phew")
    m("11-26 14:00", MH, "yes, I'll call Raj tomorrow at 10 UK time", C(MARCUS, ["MFA|Raj"], "11-27"))
    m("11-26 16:00", PR_, "Dana, I'll take the findings memo — full draft to you by 9 Dec",
      C(PRIYA, ["finding", "memo"], "12-09"))
    m("11-26 16:05", DA, "perfect")
    # --- Fri 27 Nov
    m("11-27 08:10", PR_, "Reminder I'm off 30 Nov – 2 Dec, my sister's wedding in Leeds. Back "
      "Thursday 3rd", CX(PRIYA, ["wedding|leave|off"], "12-02"))
    m("11-27 10:20", EB, "binder index and tickmark legend done, in the folder",
      D(ELLIE, ["binder|index"]))
    m("11-27 11:00", MH, "Called Raj. MFA exceptions are 12 service accounts, he'll send the list "
      "Monday", D(MARCUS, ["MFA|Raj"]))
    m("11-27 15:40", JF2, "write-up done, in the review folder. – Jonah", D(JONAH, ["write"]))
    m("11-27 15:42", DA, "👍")
    # --- Sat 28 Nov
    m("11-28 12:00", DV, "anyone else getting the Harbor VPN timeout every 15 min? no? just me?")
    m("11-28 12:30", TW, "just you. it's personal")
    # --- Mon 30 Nov
    m("11-30 09:00", DA, "Last week of fieldwork. Priya's off till Wed. Dev — privileged access "
      "today?")
    m("11-30 09:15", DV, "not today, the PAM export was missing the break-glass accounts. "
      "Wednesday", P(DEV, ["privileged|PAM"], "12-02"))
    m("11-30 09:20", DV, "fyi I'm working from the client site all this week",
      CX(DEV, ["site"], "12-04"))
    m("11-30 10:00", TW, "I'll write the data analytics memo by Thursday",
      C(TOM, ["analytics"], "12-03"))
    m("11-30 11:00", JF, "back on my own phone 🙌")
    m("11-30 11:30", MH, "I'll put together the exit meeting deck by the 10th",
      C(MARCUS, ["deck"], "12-10"))
    m("11-30 14:00", JF, "reminder I'm doing the restore observation tomorrow 7am")
    # --- Tue 1 Dec
    m("12-01 07:05", JF, "at Harbor DC, security let me in 😅")
    m("12-01 09:40", JF, "Restore test observed — full restore of the claims DB in 1h52, evidence "
      "screenshotted", D(JONAH, ["restore|backup"]))
    m("12-01 09:45", DA, "brilliant, thanks Jonah")
    m("12-01 12:00", EB, "Dana, should I send the exit meeting invite for the 11th?")
    m("12-01 12:10", DA, "Yes please, Marcus and me + their CIO and CISO")
    m("12-01 12:12", EB, "on it, today", C(ELLIE, ["exit|invite"], "12-01"))
    m("12-01 16:00", EB, "invite sent" + EDITED, D(ELLIE, ["exit|invite"]))
    m("12-01 17:00", MH, "Dana pls send me workpapers to review as PDFs, not live links — I review "
      "offline on flights", PR(MARCUS, ["PDF"]))
    # --- Wed 2 Dec
    m("12-02 11:30", DV, "Privileged access testing done, 3 exceptions, break-glass not reviewed "
      "since March", D(DEV, ["privileged|PAM"]))
    m("12-02 13:00", DA, "Jonah, can you get the batch job monitoring evidence from ops? By "
      "Thursday would be good")
    m("12-02 13:10", JF, "yep, will get it by Thursday", C(JONAH, ["batch"], "12-03"))
    c.deleted("12-02 18:00", DV)
    m("12-02 18:01", DV, "ignore that, wrong chat")
    # --- Thu 3 Dec
    m("12-03 09:00", PR_, "back! reading the thread now, 400 messages 😭")
    m("12-03 11:00", TW, "analytics memo is slipping — the journal entry data came in late. "
      "Monday 7th realistically", P(TOM, ["analytics"], "12-07"))
    m("12-03 11:05", DA, "ok, Monday")
    m("12-03 15:20", JF, "batch monitoring evidence received from ops, 30 days of Control-M logs",
      D(JONAH, ["batch"]))
    m("12-03 15:30", MH, "Update: Harbor's CIO wants the exit meeting folded into their steering "
      "committee on the 11th.\nSo no separate exit deck, I'm dropping it — we just send Priya's "
      "memo", X(MARCUS, ["deck"]))
    # --- Fri 4 Dec
    m("12-04 09:00", DA, "Last day of fieldwork 🎉 Thanks all. Outstanding: Tom's analytics memo "
      "(Mon), Priya's findings draft (9th)")
    m("12-04 09:10", PR_, "yep 9th for the draft, still on track")
    m("12-04 10:00", EB, "I'll archive the fieldwork folder and lock the binder by Tuesday",
      C(ELLIE, ["archive"], "12-08"))
    m("12-04 10:05", JF, "I'll drop our visitor badges back at Harbor reception today",
      C(JONAH, ["badge"], "12-04"))
    m("12-04 10:30", DV, "we should do a proper retro on the PBC process someday")
    m("12-04 10:32", DA, "we should. someday 😄")
    m("12-04 12:00", MH, "drinks at 6?")
    m("12-04 12:01", TW, "+1")
    return c


def stamp(t) -> str:
    return t.strftime("%d/%m/%Y, %H:%M")


def write(out: Path) -> dict:
    c = chat()
    lines, labels, expected = [], [], []
    position = 0
    for e in c.entries:
        head = f"{stamp(e.time)} - "
        if e.system:
            lines.append(head + e.text)
            continue
        if e.deleted:
            lines.append(f"{head}{e.sender}: This message was deleted")
            continue
        body = e.text
        if e.media:
            body = e.media + ("\n" + e.text if e.text else "")
        lines.append(f"{head}{e.sender}: {body}")
        position += 1
        expected.append({"id": str(position),
                         "text": e.text.removesuffix(EDITED)})
        for lab in e.labels:
            labels.append({"msg": position, **lab})
    (out / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    record = {"file": FILE, "owner": OWNER, "language": "en", "people": PEOPLE, "labels": labels}
    return {"record": record, "expected": expected, "format": "whatsapp"}
