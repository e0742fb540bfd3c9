"""Chat 2: WhatsApp (Android) txt export, English, a 3D-printing bureau."""
from __future__ import annotations

from pathlib import Path

from build_common import label, when

OUT = Path(__file__).resolve().parent
FILE = "WhatsApp Chat with PrintLab Bureau.txt"
OWNER = "Hannah Reed"
BEN_NUMBER = "+7 916 555-01-42"
PEOPLE = {  # key: (full name, display names, aliases)
    "Hannah": (OWNER, ["Hannah Reed"], ["Hannah", "Han"]),
    "Marcus": ("Marcus Cole", ["Marcus Cole"], ["Marcus", "Marc"]),
    "Priya": ("Priya Natarajan", ["Priya N"], ["Priya", "Pri"]),
    "Tom": ("Tom Wexford", ["Tom W"], ["Tom", "Tommy"]),
    "Jules": ("Jules Okafor", ["Jules"], ["Jules", "Julius"]),
    "Ben": ("Ben Halloran", ["Ben Halloran", BEN_NUMBER], ["Ben", "Benny"]),
    "Sofia": ("Sofia Marquez", ["Sofia M"], ["Sofia", "Sof"]),
}
FULL = {k: v[0] for k, v in PEOPLE.items()}
SYS, DEL, MEDIA = "system", "deleted", "media"
BN = "Ben#"  # Ben writing from his new, unsaved number

M = [
    ("11-16 08:58", SYS, "Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.", []),
    ("11-16 08:58", SYS, 'Hannah Reed created group "PrintLab Bureau"', []),
    ("11-16 08:59", SYS, "Hannah Reed added Marcus Cole, Priya N, Tom W, Jules, Ben Halloran, Sofia M", []),
    ("11-16 09:02", "Hannah", "Morning all. Big week: the Volkov architecture model (1:200, 14 parts), the dental guides batch and the museum replica quote. Let's sort who does what", []),
    ("11-16 09:10", "Marcus", "I'll run the architecture model on the Prusas, all 14 parts should be off the beds by Thursday", [("c", "Marcus", ["architect"], "11-19")]),
    ("11-16 09:12", "Priya", "Dental guides are mine, resin's already in the Form 3. Done by Wed EOD", [("c", "Priya", ["dental"], "11-18")]),
    ("11-16 09:20", "Tom", "I'll send the museum their quote today", [("c", "Tom", ["quote"], "11-16")]),
    ("11-16 09:21", "Hannah", "👍", []),
    ("11-16 09:35", "Jules", "fyi I'm working from home Mon+Tue this week and next, the plumber saga at my flat continues", [("cx", "Jules", ["home"], "11-24")]),
    ("11-16 10:02", "Ben", "Printer 3 (the Ender) is jamming again. I'll strip the hotend tomorrow morning", [("c", "Ben", ["hotend"], "11-17")]),
    ("11-16 10:15", "Sofia", "Can everyone please put shipping requests in the sheet, not in DMs? I lose track of DMs", [("pr", "Sofia", ["sheet"])]),
    ("11-16 10:17", "Hannah", "Fair. Everyone: shipping -> sheet", []),
    ("11-16 17:45", "Tom", "Museum quote sent. Two options, painted PLA vs resin", [("d", "Tom", ["quote"])]),
    ("11-16 17:50", "Hannah", "nice", []),
    ("11-17 08:40", "Ben", "", [], MEDIA),
    ("11-17 08:41", "Ben", "thats the nozzle. totally cooked. swapped it, printer 3 is back up", [("d", "Ben", ["hotend"])]),
    ("11-17 09:00", "Marcus", "Ben legend", []),
    ("11-17 11:30", "Priya", "Hannah, for the record I'd rather not do weekend shifts if it can be avoided. Resin washes go better fresh on a Monday anyway", [("pr", "Priya", ["weekend"])]),
    ("11-17 11:32", "Hannah", "Noted", []),
    ("11-17 12:10", "Jules", "Museum replied to Tom's quote, they want the resin one but the STL needs cleaning up first. I can do the cleanup by Friday if nobody else is on it", [("c", "Jules", ["clean"], "11-20")]),
    ("11-17 12:12", "Hannah", "It's yours", []),
    ("11-17 14:00", "Tom", "I'll chase them for the 50% deposit too", [("c", "Tom", ["deposit"])]),
    ("11-17 16:00", "Sofia", "Courier for the Kazan order is booked for tomorrow 11:00", []),
    ("11-18 18:55", "Priya", "Dental guides done, 36 pcs, cured and bagged", [("d", "Priya", ["dental"])]),
    ("11-18 19:00", "Hannah", "🙌", []),
    ("11-18 19:10", "Ben", "This message was deleted", [], DEL),
    ("11-18 19:11", "Ben", "ignore that. Hannah the filament dryer is dying, can I order a new one? about 14k", []),
    ("11-18 19:20", "Hannah", "Yes go ahead", []),
    ("11-18 19:22", "Ben", "ordering tonight", [("c", "Ben", ["dryer", "order"], "11-18")]),
    ("11-19 08:30", "Marcus", "Architecture model: 11 of 14 done. Part 12 failed overnight (spaghetti), reprinting, so the full set will be Saturday now, sorry", [("p", "Marcus", ["architect"], "11-21")]),
    ("11-19 08:40", "Hannah", "ok, client meeting is Tuesday so Saturday works", []),
    ("11-19 09:00", "Ben", "dryer ordered, arrives Monday", [("d", "Ben", ["dryer", "order"])]),
    ("11-19 10:30", "Sofia", "I'm off tomorrow, dentist. Tom can you cover the front desk?", [("cx", "Sofia", ["dentist|off"], "11-20")]),
    ("11-19 10:35", "Tom", "sure, I'll be in from 9", [("c", "Tom", ["desk"], "11-20")]),
    ("11-19 13:00", "Jules", "random q: do we still have the Fusion licence or did it lapse?", []),
    ("11-19 13:05", "Hannah", "It renews on the 30th", []),
    ("11-19 15:30", "Ben", "Also the extraction fan on the laser cutter is rattling, I'll fix it next week", [("c", "Ben", ["fan"])]),
    ("11-20 15:40", "Jules", "STL cleaned, watertight now, uploaded to the shared drive /museum/v2", [("d", "Jules", ["clean"])]),
    ("11-20 15:45", "Hannah", "perfect", []),
    ("11-20 18:10", "Tom", "Desk covered all day, 3 walk-ins, one of them wants 200 keychains 🙃 will quote Monday", [("d", "Tom", ["desk"]), ("c", "Tom", ["keychain"], "11-23")]),
    ("11-21 13:20", "Marcus", "all 14 parts 🎉", [("d", "Marcus", ["architect"])], MEDIA),
    ("11-21 13:30", "Priya", "looks great", []),
    ("11-23 09:00", "Hannah", "Plan for this week: museum replica (resin) print + paint, the keychain quote, and someone needs to finally sort out the storeroom", []),
    ("11-23 09:05", "Priya", "I'll print the resin replica but painting's not my thing. Jules?", [("c", "Priya", ["replica"])]),
    ("11-23 09:07", "Jules", "I can paint it if Marcus lends me his airbrush", [("c", "Jules", ["paint"])]),
    ("11-23 09:08", "Marcus", "it's yours, it's in the cabinet", []),
    ("11-23 09:10", "Priya", "print will take ~30h, starting it tonight", []),
    ("11-23 09:40", "Tom", "btw no need to chase the deposit anymore, the museum paid the full amount up front", [("x", "Tom", ["deposit"])]),
    ("11-23 10:20", "Tom", "keychain quote sent", [("d", "Tom", ["keychain"])]),
    ("11-23 11:00", BN, "Hi all, Ben here, new number. Old phone died in the resin wash lol", []),
    ("11-23 11:02", "Marcus", "lol saving it", []),
    ("11-23 11:05", BN, "Dryer arrived. I'll set it up tomorrow and recalibrate printers 1-4 while I'm at it", [("c", "Ben", ["dryer", "set|install"], "11-24"), ("c", "Ben", ["recalibrat"], "11-24")]),
    ("11-23 11:30", "Sofia", "Storeroom: I can do it Thursday afternoon if someone helps with the heavy spools", [("c", "Sofia", ["storeroom"], "11-26")]),
    ("11-23 11:32", "Marcus", "I'll help Thu", [("c", "Marcus", ["storeroom|spool|help"], "11-26")]),
    ("11-24 09:15", BN, "dryer set up. Recal of 1-4 will have to wait till Thursday, I got pulled into the laser cutter mess", [("d", "Ben", ["dryer", "set|install"]), ("p", "Ben", ["recalibrat"], "11-26")]),
    ("11-24 09:20", "Hannah", "What laser cutter mess?", []),
    ("11-24 09:22", BN, "", [], MEDIA),
    ("11-24 09:23", "Hannah", "oh no", []),
    ("11-24 10:00", "Jules", "Back in the office from tomorrow, plumber finally done", []),
    ("11-24 12:00", "Priya", "Replica is 40% through, looking clean", []),
    ("11-25 14:30", "Priya", "Replica print finished, washing + curing now. Jules it'll be on your desk by 5", [("d", "Priya", ["replica"])]),
    ("11-25 14:35", "Jules", "👌", []),
    ("11-25 16:00", "Tom", "Keychain client confirmed! 200 pcs, they want them by Dec 10", []),
    ("11-25 16:05", "Hannah", "Great. Marcus, can you fit 200 keychains on the farm next week?", []),
    ("11-25 16:10", "Marcus", "yep, start Monday, done by Thursday", [("c", "Marcus", ["keychain"], "12-03")]),
    ("11-25 16:15", "Tom", "I'll get the artwork off them by Friday", [("c", "Tom", ["artwork"], "11-27")]),
    ("11-25 16:20", "Marcus", "Btw if anyone's sending me files, I prefer 3MF over STL, saves me an hour of setup", [("pr", "Marcus", ["3mf"])]),
    ("11-26 09:00", BN, "recal done on 1-4, first layers perfect", [("d", "Ben", ["recalibrat"])]),
    ("11-26 13:00", "Sofia", "Storeroom time. Marcus?", []),
    ("11-26 13:02", "Marcus", "coming", []),
    ("11-26 17:20", "Sofia", "Storeroom DONE. Every shelf labelled, don't you dare mess it up", [("d", "Sofia", ["storeroom"])]),
    ("11-26 17:25", "Marcus", "my back says we did it 😅", [("d", "Marcus", ["storeroom|spool|help"])]),
    ("11-26 18:00", "Jules", "base coat on the replica, drying overnight", []),
    ("11-27 10:00", "Tom", "Keychain people are still arguing about their logo, so I'll have the artwork Monday", [("p", "Tom", ["artwork"], "11-30")]),
    ("11-27 10:05", "Hannah", "fine. Marcus start Tuesday then?", []),
    ("11-27 10:06", "Marcus", "ok, then done by Friday the 4th", [("p", "Marcus", ["keychain"], "12-04")]),
    ("11-27 17:00", "Jules", "replica painted, needs 24h to cure", [("d", "Jules", ["paint"])], MEDIA),
    ("11-27 17:05", "Hannah", "That's gorgeous", []),
    ("11-27 17:10", "Tom", "I'll take it to the museum myself on Monday, they asked for a proper handover", [("c", "Tom", ["museum|handover|deliver"], "11-30")]),
    ("11-27 17:30", "Priya", "I'm on leave Dec 1-3 btw, it's been in the calendar for ages", [("cx", "Priya", ["leave"], "12-03")]),
    ("11-27 17:32", "Hannah", "yep approved", []),
    ("11-27 17:40", "Priya", "before this job I was a dental technician for 6 years, so ping me with any dental client questions", [("f", "Priya", ["technician"])]),
    ("11-30 09:00", "Tom", "got the keychain artwork", [("d", "Tom", ["artwork"])]),
    ("11-30 15:30", "Tom", "Replica handed over, the museum director loved it. They're asking about a second piece for spring", [("d", "Tom", ["museum|handover|deliver"])]),
    ("11-30 15:35", "Hannah", "🎉🎉", []),
    ("11-30 15:40", "Hannah", "We should do a proper case study for the website someday", []),
    ("11-30 15:45", "Jules", "could write it up at some point maybe", []),
    ("11-30 16:00", "Sofia", "Reminder: from Dec 1 the DHL cutoff is 2pm not 3pm, they changed the route", []),
    ("11-30 16:30", BN, "Hannah I want to propose we switch the farm to PETG for outdoor jobs. I'll write a one-pager by Wednesday", [("c", "Ben", ["petg|one-pager"], "12-02")]),
    ("11-30 16:35", "Hannah", "go for it", []),
    ("12-01 09:00", "Marcus", "keychains started, 40 per plate", []),
    ("12-01 09:30", BN, "scrap the laser cutter fan fix, Hannah's decided to sell the cutter", [("x", "Ben", ["fan"])]),
    ("12-01 10:00", "Jules", "Hannah I can't make Thursday's client call, I have my residence permit interview at 11", [("cx", "Jules", ["interview"], "12-03")]),
    ("12-01 10:05", "Hannah", "no problem. Tom, can you take it?", []),
    ("12-01 10:06", "Tom", "yup", [("c", "Tom", ["call"], "12-03")]),
    ("12-01 11:00", "Sofia", "I grew up in Valencia so shipping to Spain is my thing. I'll handle the Barcelona order", [("f", "Sofia", ["valencia"]), ("c", "Sofia", ["barcelona"])]),
    ("12-01 12:00", "Marcus", "fyi been doing FDM since 2014 when I was at the fablab in Tver, trust me the Bambu is worth it", [("f", "Marcus", ["2014|fablab"])]),
    ("12-01 12:05", "Hannah", "we'll see 😄", []),
    ("12-02 09:30", BN, "PETG one-pager will be Friday, sorry, printer 5 decided to die", [("p", "Ben", ["petg|one-pager"], "12-04")]),
    ("12-02 09:35", "Hannah", "ok", []),
    ("12-02 11:00", "Jules", "Hannah re the spring museum piece: I'd really like to lead the design on that one if possible", [("pr", "Jules", ["lead|design"])]),
    ("12-02 11:10", "Hannah", "Let's talk Friday", []),
    ("12-02 13:00", "Sofia", "Barcelona parcel shipped, tracking is in the sheet", [("d", "Sofia", ["barcelona"])]),
    ("12-02 14:00", "Tom", "oh and the keychain client cut the order in half, now 100. sorry Marcus", []),
    ("12-02 14:05", "Marcus", "lol fine, still Friday, I'll just sleep more", []),
    ("12-02 14:10", "Tom", "Also, when a client is angry please call me rather than text, I'm much better on the phone", [("pr", "Tom", ["phone|call"])]),
    ("12-03 12:30", "Tom", "Client call done, they want samples in three colours by next Wednesday. I'll send them", [("d", "Tom", ["call"]), ("c", "Tom", ["sample"], "12-09")]),
    ("12-03 12:35", "Hannah", "great", []),
    ("12-03 15:00", BN, "Also can't come in on Monday, I'm moving flat. Back Tuesday", [("cx", "Ben", ["mov"], "12-07")]),
    ("12-03 15:02", BN, "new place is in Khimki so my commute gets longer, fyi", [("f", "Ben", ["khimki"])]),
    ("12-03 16:00", "Priya", "back tomorrow, anything urgent for resin?", []),
    ("12-03 16:05", "Hannah", "The Form 3 needs a tank swap, can you do it tomorrow?", []),
    ("12-03 16:06", "Priya", "on it first thing", [("c", "Priya", ["tank"], "12-04")]),
    ("12-04 09:20", "Priya", "tank swapped", [("d", "Priya", ["tank"])]),
    ("12-04 11:00", "Marcus", "100 keychains done, boxed for Sofia", [("d", "Marcus", ["keychain"])]),
    ("12-04 11:05", "Sofia", "I'll ship them Monday, courier's full today", [("c", "Sofia", ["keychain|ship"], "12-07")]),
    ("12-04 14:00", BN, "PETG one-pager is in the drive", [("d", "Ben", ["petg|one-pager"])]),
    ("12-04 14:10", "Hannah", "Thanks all, great week. Drinks at 6?", []),
    ("12-04 14:11", "Jules", "+1", []),
    ("12-04 14:12", "Tom", "+1", []),
]


def build() -> dict:
    lines, labels, position = [], [], 0
    for row in M:
        stamp, who, text, labs, *extra = row
        kind = extra[0] if extra else None
        t = when(stamp)
        head = t.strftime("%d/%m/%Y, %H:%M") + " - "
        if who == SYS:
            lines.append(head + text)
            assert not labs
            continue
        name = BEN_NUMBER if who == BN else PEOPLE[who][1][0]
        body = text
        if kind == MEDIA:
            body = "<Media omitted>" + ("\n" + text if text else "")
        lines.append(f"{head}{name}: {body}")
        if kind == DEL:
            assert not labs
            continue
        position += 1
        key = "Ben" if who == BN else who
        labels += [label(lab, position, FULL) for lab in labs]
        del key
    (OUT / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    people = {v[0]: [*v[1], *v[2]] for k, v in PEOPLE.items() if v[0] != OWNER}
    return {"file": FILE, "owner": OWNER, "language": "en", "people": people, "labels": labels}
