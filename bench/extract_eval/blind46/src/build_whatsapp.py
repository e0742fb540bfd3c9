"""Chat 2: WhatsApp (Android) txt export, English — a yacht charter company's base crew."""

from __future__ import annotations

from pathlib import Path

from common import C, CT, D, F, P, PR, X, m

GROUP = "Göcek Base Crew"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Tom Hargreaves"

TOM = "Tom Hargreaves"
DEN = "Deniz Engineer"
MEMO = "Memo Skipper"
SOPH = "Sophie Office"
KER = "Kerem Rigging"
AYL = "Ayla Housekeeping"
JOSH = "Josh P"
BRAUN = "+49 171 5523980"  # a guest's phone, not saved: Memo writes from it

De, Me, So, Ke, Ay, Jo = ("Deniz Aksoy", "Mehmet Yıldız", "Sophie Laurent", "Kerem Şahin",
                          "Ayla Demir", "Josh Pennington")

PEOPLE = {
    De: ["Deniz Engineer", "Deniz", "Aksoy"],
    Me: ["Memo Skipper", "Memo", "Mehmet", "Captain Memo", "Yildiz"],
    So: ["Sophie Office", "Sophie", "Soph", "Laurent"],
    Ke: ["Kerem Rigging", "Kerem", "Sahin"],
    Ay: ["Ayla Housekeeping", "Ayla", "Demir"],
    Jo: ["Josh P", "Josh", "JP", "Pennington"],
}

SYSTEM = [
    ("11-16 07:55", "Messages and calls are end-to-end encrypted. No one outside of this chat, not "
                    "even WhatsApp, can read or listen to them. Tap to learn more."),
    ("11-16 07:55", f'You created group "{GROUP}"'),
    ("11-16 07:56", "You added Deniz Engineer, Memo Skipper, Sophie Office, Kerem Rigging, "
                    "Ayla Housekeeping and Josh P"),
]

MESSAGES = [
    m("11-16 08:02", TOM, "Morning all. New group for the winter crew, the old one still had half "
      "of last season's guests in it 🙄\nPlan for this week: Kalypso charter Sat 21st (Braun "
      "family, 7 nights, Memo skippering), Ece and Poyraz to be winterised and hauled, sails off "
      "everything that's not sailing."),
    m("11-16 08:05", MEMO, "Good morning boss 👍"),
    m("11-16 08:10", TOM, "Deniz, can you pickle the watermaker on Ece by Wednesday? And have a "
      "look at the Mavi Rüya genset, last guests said it was smoking"),
    m("11-16 08:24", DEN, "Ece watermaker Wednesday ok. Genset I look Thursday, need to make parts "
      "list first", C(De, ["watermaker"], "2026-11-18"),
      C(De, ["genset|generator"], "2026-11-19")),
    m("11-16 08:30", KER, "Sails off Ece and Poyraz are on me, I drop them at my brother's loft in "
      "Fethiye by Friday. He does washing and repairs for us every winter",
      C(Ke, ["sail"], "2026-11-20"), F(Ke, ["brother"])),
    m("11-16 08:41", SOPH, "Braun family confirmed, landing Sat 14:30 at Dalaman. I'll book the "
      "transfer today and send Memo the crew list + passport copies by Thursday",
      C(So, ["transfer"], "2026-11-16"), C(So, ["crew list|passport"], "2026-11-19")),
    m("11-16 08:43", TOM, "Great thanks"),
    m("11-16 09:15", AYL, "Tom I have the Kalypso provisioning list from Sophie. I do the shopping "
      "Friday and stow everything Friday evening",
      C(Ay, ["provision|shopping"], "2026-11-20")),
    m("11-16 09:16", AYL, "Also please, this winter I like to start 7:00 and finish 15:00, I live "
      "in Fethiye and the dolmuş after 16:00 is terrible",
      PR(Ay, ["7:00|early|15:00"]), F(Ay, ["Fethiye"])),
    m("11-16 09:20", TOM, "Fine by me Ayla"),
    m("11-16 11:02", JOSH, "<Media omitted>"),
    m("11-16 11:03", JOSH, "Found this in the Sirocco dinghy locker. Outboard's been sitting with "
      "fuel in it since September 😬 I'll drain and service both Tohatsus this week",
      C(Jo, ["outboard|Tohatsu"])),
    m("11-16 11:10", DEN, "Drain the carburettor also, not only tank. Last year Sirocco one we had "
      "to clean jets"),
    m("11-16 11:12", JOSH, "yep will do"),
    m("11-16 16:45", SOPH, "Transfer booked, Mercedes Vito, driver Hasan, Sat 14:30 Dalaman "
      "arrivals", D(So, ["transfer"])),
    m("11-16 16:50", TOM, "👍"),
    # 17 Nov
    m("11-17 07:40", KER, "Ece sails off. Genoa has a tear near the clew, maybe 20cm"),
    m("11-17 07:45", TOM, "Add it to the loft list"),
    m("11-17 10:30", MEMO, "Tom, for Kalypso the anchor windlass remote is dead again. Josh can you "
      "check before Friday? I don't want to anchor with the foot switch all week"),
    m("11-17 10:42", JOSH, "On it, I'll sort it tomorrow", C(Jo, ["windlass|remote"], "2026-11-18")),
    m("11-17 14:00", DEN, "<Media omitted>"),
    m("11-17 14:01", DEN, "Mavi Rüya genset, exhaust elbow completely blocked. Need new elbow and "
      "impeller from the Yanmar dealer in Marmaris. And please, no generic parts anymore, last "
      "year the cheap impeller lasted 2 months", D(De, ["genset|generator"]),
      PR(De, ["genuine|generic|original"])),
    m("11-17 14:05", TOM, "Ok go ahead, send me the quote first"),
    m("11-17 14:40", DEN, "Quote sent to your email. I know this dealer well, I worked 8 years for "
      "them in Marmaris before I came here", F(De, ["Marmaris"])),
    m("11-17 19:12", SOPH, "Crew list and passport copies sent to Memo and to the marina office",
      D(So, ["crew list|passport"])),
    # 18 Nov
    m("11-18 08:15", JOSH, "Windlass remote: plug at the chain locker was corroded. Cleaned it, new "
      "plug, works. Memo try it when you're on board", D(Jo, ["windlass|remote"])),
    m("11-18 08:20", MEMO, "👍 thank you Josh"),
    m("11-18 12:30", DEN, "Ece watermaker pickled, membrane stored. Also I winterised her main "
      "engine while I was there", D(De, ["watermaker"])),
    m("11-18 12:35", TOM, "Legend"),
    m("11-18 15:00", KER, "Poyraz sails off too. Tom wind is 25 knots Thursday, I don't go up a mast "
      "in that. I do the Kalypso rig check Friday morning", C(Ke, ["Kalypso", "rig"], "2026-11-20")),
    m("11-18 15:05", TOM, "Sure, safety first. Charter starts Saturday so Friday is the latest"),
    m("11-18 15:06", KER, "yes yes"),
    # 19 Nov
    m("11-19 07:50", SOPH, "Tom, heads up: I'll be in Istanbul Mon 30 Nov to Wed 2 Dec for the "
      "charter agents' workshop, so mostly on email those days",
      CT(So, ["Istanbul"], "2026-12-02")),
    m("11-19 07:52", TOM, "Noted"),
    m("11-19 09:30", MEMO, "Windlass works perfect 👌"),
    m("11-19 11:00", AYL, "Tom which cushions we take off Ece for cleaning? All or only cockpit?"),
    m("11-19 11:20", TOM, "All of them, and Poyraz too. No rush, before mid Dec"),
    m("11-19 11:22", AYL, "Ok I do Ece next week and Poyraz after she is on land",
      C(Ay, ["Ece", "cushion"]), C(Ay, ["Poyraz", "cushion"])),
    m("11-19 17:40", DEN, "Yanmar dealer says elbow comes Tuesday. I fit it Wednesday",
      C(De, ["elbow"], "2026-11-25")),
    # 20 Nov
    m("11-20 07:30", KER, "Going up Kalypso mast now"),
    m("11-20 09:10", KER, "Rig check done. Forestay toggle was missing a split pin 😳 fixed. All "
      "good for Saturday", D(Ke, ["Kalypso", "rig"])),
    m("11-20 10:00", KER, "Tom my brother's loft is closed today, his father in law passed away. I "
      "take the sails Monday", P(Ke, ["sail"], "2026-11-23")),
    m("11-20 10:05", TOM, "Sorry to hear that. Monday is fine"),
    m("11-20 13:30", AYL, "<Media omitted>"),
    m("11-20 13:31", AYL, "Shopping done, 2 trolleys 😅 Stowing now",
      D(Ay, ["provision|shopping"])),
    m("11-20 17:45", JOSH, "Both Tohatsus serviced, carbs cleaned, fuel drained. Stored in the "
      "container", D(Jo, ["outboard|Tohatsu"])),
    m("11-20 17:50", TOM, "Thanks all, great week. Memo have a good one tomorrow"),
    # 21 Nov
    m("11-21 09:10", MEMO, "On board Kalypso. Water full, fuel full, gas 2 bottles"),
    m("11-21 15:40", MEMO, "Guests on board, kids very excited. We go to Yassıca tonight"),
    m("11-21 15:42", SOPH, "Have fun Memo!"),
    # 22 Nov
    m("11-22 18:30", BRAUN, "Tom it's Memo. Mr Braun lent me his phone, mine went swimming in "
      "Bedri Rahmi 🙈 All good on Kalypso, kids love it. I'm with them till the end of the "
      "charter, back at the pontoon Saturday 10:00", CT(Me, ["charter|Kalypso"], "2026-11-28")),
    m("11-22 18:35", TOM, "Haha classic. Glad all is good. I'll have a phone for you on Saturday"),
    # 23 Nov
    m("11-23 08:30", KER, "Sails at the loft. Brother says Ece genoa repair 1 week, the rest "
      "washing 2 weeks", D(Ke, ["sail"])),
    m("11-23 08:45", AYL, "Tom this week I leave at 13:00 every day until Friday, my mother is in "
      "hospital in Fethiye. Sorry", CT(Ay, ["mother|hospital|13:00"], "2026-11-27")),
    m("11-23 08:50", TOM, "Of course Ayla, family first. Hope she gets better soon"),
    m("11-23 09:00", TOM, "Memo is out till Saturday, so Deniz, can you bring Poyraz round to the "
      "Fethiye yard tomorrow for the haul out? Booked 11:00"),
    m("11-23 09:12", DEN, "Tomorow ok, I take Josh as crew",
      C(De, ["Poyraz", "yard|haul|Fethiye"], "2026-11-24")),
    m("11-23 09:13", JOSH, "👍"),
    m("11-23 16:20", SOPH, "Tom the fleet insurance renewal is due 15 Dec, Allianz want the survey "
      "reports. I'll collect all 5 and send them by the end of the month",
      C(So, ["insurance|Allianz"], "2026-11-30")),
    m("11-23 16:22", TOM, "Perfect"),
    # 24 Nov
    m("11-24 07:10", DEN, "Wind 28 knots in the bay, gusting 35. Not moving Poyraz today. Yard says "
      "Thursday 09:00 is free, I booked it",
      P(De, ["Poyraz", "yard|haul|Fethiye"], "2026-11-26")),
    m("11-24 07:15", TOM, "Agreed, no heroics"),
    m("11-24 11:30", DEN, "Yanmar dealer: elbow delayed, arrives Monday. I fit it Tuesday 1st",
      P(De, ["elbow"], "2026-12-01")),
    m("11-24 11:35", TOM, "Ok. Mavi Rüya isn't going anywhere"),
    m("11-24 14:00", AYL, "Ece cushions off, 22 pieces. Laundry van picks up Thursday",
      D(Ay, ["Ece", "cushion"])),
    m("11-24 14:05", JOSH, "Tom, just so you know — I'm in the UK from the 10th Dec till the 4th of "
      "Jan, flying home to Falmouth. Booked ages ago, you signed it off in September",
      CT(Jo, ["UK|Falmouth|home"], "2027-01-04"), F(Jo, ["Falmouth"])),
    m("11-24 14:10", TOM, "Yep I remember. Enjoy"),
    # 25 Nov
    m("11-25 10:00", KER, "Tom, Sirocco main halyard is chafed at the sheave, I'll replace it "
      "before she's hauled. Have 40m of 12mm in the container", C(Ke, ["halyard"])),
    m("11-25 10:20", TOM, "Thanks. Sirocco haul is 9th Dec"),
    m("11-25 13:00", SOPH, "Survey reports: have 3 of 5. Kalypso's is with Memo on board "
      "apparently, and Mavi Rüya's surveyor hasn't sent his"),
    m("11-25 13:05", TOM, "Chase the surveyor please"),
    m("11-25 13:06", SOPH, "Will do", C(So, ["surveyor"])),
    # 26 Nov
    m("11-26 09:05", DEN, "Poyraz out of the water 👍 Josh did a good job with the lines",
      D(De, ["Poyraz", "yard|haul|Fethiye"])),
    m("11-26 09:06", DEN, "<Media omitted>"),
    m("11-26 09:30", JOSH, "Hull's pretty clean actually, bit of growth on the saildrive leg. I'll "
      "pressure wash her and do the anodes tomorrow", C(Jo, ["anode"], "2026-11-27")),
    m("11-26 12:40", AYL, "Laundry took the Ece cushions, back in 10 days"),
    m("11-26 18:00", SOPH, "Mavi Rüya survey report received 🎉 Only Kalypso missing",
      D(So, ["surveyor"])),
    # 27 Nov
    m("11-27 11:45", JOSH, "Anodes done on Poyraz, both saildrives. Pressure washed her too",
      D(Jo, ["anode"]), edited="11-27 11:47"),
    m("11-27 12:00", KER, "Tom I hurt my wrist yesterday on the Sirocco boom. Doctor says brace "
      "until 10 December. I can do light work, no climbing",
      CT(Ke, ["wrist|brace"], "2026-12-10")),
    m("11-27 12:05", TOM, "Take care of it. Forget the Sirocco halyard then, we're redoing all her "
      "running rigging in spring anyway", X(Ke, ["halyard"])),
    m("11-27 12:10", KER, "ok thanks Tom 🙏"),
    # 28 Nov
    m("11-28 10:20", MEMO, "Kalypso back, all good. Guests happy, 5 stars on the app. One fender "
      "lost in Sarsala, sorry. Back on my old number, thanks for the phone Tom!"),
    m("11-28 10:25", TOM, "Welcome back! Take Sunday and Monday off"),
    m("11-28 10:30", MEMO, "Tom next season please give me the cats again, not the Bavaria. "
      "Monohull guests always want to race 😂", PR(Me, ["catamaran|cats"])),
    m("11-28 10:31", SOPH, "😂😂"),
    m("11-28 11:00", MEMO, "Kalypso survey report is in the chart table folder, I give it to "
      "Sophie Tuesday", C(Me, ["survey|report"], "2026-12-01")),
    # 30 Nov
    m("11-30 08:00", DEN, "Elbow arrived 👍 Tomorrow I fit"),
    m("11-30 08:30", AYL, "Tom, Kalypso deep clean after the charter I do Wednesday and Thursday "
      "with Fatma", C(Ay, ["Kalypso", "clean"], "2026-12-03")),
    m("11-30 09:15", TOM, "Thanks Ayla"),
    m("11-30 10:00", SOPH, "Hi from Istanbul ☔ Tom, insurance docs won't be complete today, still "
      "missing Kalypso's report. I'll send everything to Allianz Monday 7th",
      P(So, ["insurance|Allianz"], "2026-12-07")),
    m("11-30 10:05", TOM, "Ok, 15th is the hard deadline"),
    m("11-30 14:30", JOSH, "Tom, Sirocco's and Ece's liferafts are due for service in Jan. Want me "
      "to take them to the service station in Marmaris before I fly?"),
    m("11-30 14:45", TOM, "Yes please"),
    m("11-30 14:46", JOSH, "Ok will take both Monday 7th", C(Jo, ["liferaft"], "2026-12-07")),
    # 1 Dec
    m("12-01 08:40", DEN, "New elbow and impeller fitted on Mavi Rüya genset, ran 1 hour, no "
      "smoke 👌", D(De, ["elbow"])),
    m("12-01 09:00", MEMO, "Good morning. Sophie is in Istanbul so I leave the Kalypso survey on her "
      "desk", D(Me, ["survey|report"])),
    m("12-01 09:20", SOPH, "Thanks Memo!! I'll scan it tomorrow evening when I'm back",
      C(So, ["scan"], "2026-12-02")),
    m("12-01 11:00", TOM, "Crew dinner Friday 4th, 19:30, end of season. Any wishes where?"),
    m("12-01 11:05", KER, "Sailors' place in Göcek, the köfte 🤤", PR(Ke, ["köfte|kofte|Sailors"])),
    m("12-01 11:10", JOSH, "Anywhere with proper veggie options please, I don't eat meat or fish",
      F(Jo, ["meat|vegetarian|veggie"])),
    m("12-01 11:12", AYL, "Anything is ok for me, just not too late 😅"),
    m("12-01 11:30", TOM, "Ok somewhere that does both. Sophie can you book it? You know all the "
      "places"),
    m("12-01 11:40", SOPH, "I'll book Thursday when I'm back, table for 8",
      C(So, ["book|dinner|table"], "2026-12-03")),
    # 2 Dec
    m("12-02 08:10", AYL, "Kalypso deep clean started, oven is a disaster 😱"),
    m("12-02 13:00", KER, "Tom brother says Ece genoa is ready, rest of the sails next Wednesday. I "
      "bring the genoa back tomorrow", C(Ke, ["genoa"], "2026-12-03")),
    m("12-02 19:45", SOPH, "Back in Göcek. Kalypso survey scanned, all 5 reports now in the folder",
      D(So, ["scan"])),
    # 3 Dec
    m("12-03 08:00", SOPH, "Reminder for everyone: any booking changes for spring please send me by "
      "email, not here, otherwise they get lost 🙏", PR(So, ["email"])),
    m("12-03 09:30", TOM, "Sophie, the Brauns want to book again for May, they'll call you"),
    m("12-03 10:15", SOPH, "Dinner booked: Mezze Garden, Fri 19:30, 8 people, big veggie menu "
      "Josh 😉", D(So, ["book|dinner|table"])),
    m("12-03 10:16", JOSH, "legend 🙌"),
    m("12-03 14:00", KER, "Genoa back, stored in the sail locker in the container",
      D(Ke, ["genoa"])),
    m("12-03 16:30", AYL, "Kalypso clean finished, oven like new", D(Ay, ["Kalypso", "clean"])),
    m("12-03 16:35", TOM, "Thanks Ayla!!"),
    m("12-03 17:00", DEN, "Tom, Ece needs antifouling too before spring. I do it in February when "
      "it's dry, not now in the rain", C(De, ["antifoul"])),
    m("12-03 17:05", KER, "One day we should build a proper workbench in the container, I'm tired "
      "of working on my knees"),
    m("12-03 17:07", MEMO, "Sure, and a sauna next to it 😂"),
    m("12-03 17:20", TOM, "Ayla, skip the Poyraz cushions, her owner is taking them home to Izmir "
      "for the winter", X(Ay, ["Poyraz", "cushion"])),
    m("12-03 17:25", AYL, "ok 👍"),
    # 4 Dec
    m("12-04 08:10", JOSH, "Tom, the Marmaris liferaft station is full on Monday, they said "
      "Wednesday 9th. I'll take them then, still before my flight",
      P(Jo, ["liferaft"], "2026-12-09")),
    m("12-04 08:15", TOM, "ok"),
    m("12-04 09:00", MEMO, "Boss, for the lost fender: I buy 2 new ones in Fethiye Monday",
      C(Me, ["fender"], "2026-12-07")),
    m("12-04 12:00", DEN, "Sirocco engine winterised. Next week I do Mavi Rüya"),
    m("12-04 12:30", KER, "See you all tonight 🍻"),
    m("12-04 18:50", AYL, "This message was deleted", media="deleted"),
    m("12-04 18:51", AYL, "Running 10 min late, dolmuş 🙄"),
    m("12-04 19:40", MEMO, "<Media omitted>"),
]


def _stamp(msg_time) -> str:
    return msg_time.strftime("%d/%m/%Y, %H:%M")


def build(out: Path) -> dict:
    from common import when

    lines = [f"{when(t).strftime('%d/%m/%Y, %H:%M')} - {text}" for t, text in SYSTEM]
    labels = []
    expected = []
    position = 0
    for msg in MESSAGES:
        text = msg.text
        if msg.edited:
            text += " <This message was edited>"
        lines.append(f"{_stamp(msg.time)} - {msg.sender}: {text}")
        if msg.media == "deleted":
            assert not msg.labels
            continue
        position += 1
        shown = "" if text == "<Media omitted>" else msg.text
        expected.append({"msg": position, "text": shown, "sender": msg.sender})
        for label in msg.labels:
            labels.append({"msg": position, **label})
    (out / FILE).write_text("\n".join(lines) + "\n", "utf-8")
    return {
        "file": FILE,
        "owner": OWNER,
        "language": "en",
        "people": PEOPLE,
        "labels": labels,
        "_expected": expected,
    }
