"""Chat 2: an architecture studio (WhatsApp Android .txt export, English)."""

from common import L, Msg

OWNER = "Helen Marsh"
GROUP = "Harbour Lane Library"
NUMBER = "\u202a+7 915 204-58-31\u202c"  # Marcus, from a phone that is not in the contacts

# key: (full name, name in the export, aliases)
PEOPLE = {
    "helen": (OWNER, "Helen Marsh", []),
    "olly": ("Oliver Grant", "Olly Grant", ["Olly", "Olly Grant", "Oliver", "Ol"]),
    "priya": ("Priya Nair", "Priya", ["Priya", "Pri", "Nair"]),
    "tom": ("Tom Becker", "Tom B", ["Tom", "Tom B", "Tommy", "Becker"]),
    "sofia": ("Sofia Reyes", "Sof Reyes", ["Sof", "Sofia", "Sof Reyes", "Reyes"]),
    "marcus": ("Marcus Lindqvist", "Marcus", ["Marcus", "Marc", "Lindqvist"]),
    "jun": ("Jun Park", "Jun Park", ["Jun", "Jun Park", "Park"]),
}

N = "2026-11-"
C = "2026-12-"

MESSAGES = [
    Msg(N + "16 08:58", "", "Messages and calls are end-to-end encrypted. No one outside of this "
        "chat, not even WhatsApp, can read or listen to them. Tap to learn more.", media="system"),
    Msg(N + "16 08:58", "", f'Helen Marsh created group "{GROUP}"', media="system"),
    Msg(N + "16 08:59", "", "Helen Marsh added Olly Grant, Priya, Tom B, Sof Reyes, Marcus, "
        "Jun Park", media="system"),
    # ---- Mon 16 Nov
    Msg(N + "16 09:03", "helen",
        "Morning all. Setting this up for Harbour Lane so we stop losing things in email. Key "
        "dates: client presentation Thu 26 Nov, planning submission Fri 11 Dec."),
    Msg(N + "16 09:05", "helen",
        "Olly - client comments from Friday are in the folder. Can you get the revised floor "
        "plans done by Wednesday?"),
    Msg(N + "16 09:09", "olly",
        "Yep, Wednesday's fine. Send markups my way as PDFs please, I can't open DWGs on this "
        "laptop",
        [L("commitment", "olly", ["plan"], due=N + "18"),
         L("preference", "olly", ["PDF"])]),
    Msg(N + "16 09:12", "helen",
        "Priya, renders - I'd like three exteriors for the boards. Monday 23rd?"),
    Msg(N + "16 09:20", "priya",
        "Three exteriors by Monday, ok 👍 I'll do the dusk one first since that's the hero shot",
        [L("commitment", "priya", ["render|exterior"], due=N + "23")]),
    Msg(N + "16 09:25", "tom",
        "Structural model came in Friday night. I'll run clash detection and send a report by "
        "Friday",
        [L("commitment", "tom", ["clash"], due=N + "20")]),
    Msg(N + "16 09:26", "tom",
        "Also need to send our Revit model to the structural guys, will do that EOD",
        [L("commitment", "tom", ["Revit|model", "structur"], due=N + "16")]),
    Msg(N + "16 09:40", "sofia",
        "Sample board for the reading room + cafe: I can have it by Tue 24th. I'd much rather "
        "show them real samples than printed swatches btw, printed oak always looks like plastic",
        [L("commitment", "sofia", ["board"], due=N + "24"),
         L("preference", "sofia", ["sample|swatch", "real|physical|printed"])]),
    Msg(N + "16 09:41", "sofia",
        "Oh and I'm in Milan at the fair until Thursday, so replies might be slow",
        [L("context", "sofia", ["Milan"], until=N + "19")]),
    Msg(N + "16 09:55", "marcus",
        "Massing model at 1:200 - when's the massing final? Honestly I need it at least 5 "
        "working days before the presentation, I really don't like rushing a model",
        [L("preference", "marcus", ["5|five", "day"])]),
    Msg(N + "16 10:02", "helen", "Olly freezes massing Wednesday with the plans. So model by Wed 25th?"),
    Msg(N + "16 10:05", "marcus", "Wed 25th works. Done deal",
        [L("commitment", "marcus", ["model"], due=N + "25")]),
    Msg(N + "16 10:30", "jun",
        "Landscape plan - I'll have it to you by Friday. Remember I'm only in Mon-Wed, "
        "Thu/Fri I'm at Greenline, but I'll do it in the evening",
        [L("commitment", "jun", ["landscape"], due=N + "20"),
         L("fact", "jun", ["mon", "wed"])]),
    Msg(N + "16 10:31", "helen", "👍"),
    Msg(N + "16 12:10", "olly",
        "Heads up - Leo has chickenpox, so I'm working from home until Friday. Online all day "
        "though",
        [L("context", "olly", ["home|chickenpox|remote"], until=N + "20")]),
    Msg(N + "16 12:12", "priya", "Oh no, poor thing 😞"),
    Msg(N + "16 18:45", "tom",
        "Revit model sent to Kessler Structures, they confirmed they recieved it",
        [L("done", "tom", ["Revit|model", "structur"])]),
    # ---- Tue 17 Nov
    Msg(N + "17 09:15", "helen",
        "Olly can you also call Dan at the fire engineers about the second stair? They were "
        "going to push back on the single stair"),
    Msg(N + "17 09:17", "olly", "On it, will call him this morning",
        [L("commitment", "olly", ["fire|Dan|stair"], due=N + "17")]),
    Msg(N + "17 11:40", "olly",
        "Spoke to Dan. Single stair is ok if we sprinkler the whole building and add a lobby on "
        "each floor. He'll put it in writing",
        [L("done", "olly", ["fire|Dan|stair"])]),
    Msg(N + "17 11:45", "helen", "Good news. Sprinklers it is"),
    Msg(N + "17 14:00", "priya",
        "Quick one - can people text me rather than ring? I'm rendering with headphones most of "
        "the day and miss calls all the time",
        [L("preference", "priya", ["text|messag"])]),
    Msg(N + "17 14:03", "tom", "noted"),
    Msg(N + "17 16:20", "sofia", "", media="<Media omitted>"),
    Msg(N + "17 16:21", "sofia",
        "this acoustic felt would be perfect for the reading room ceiling!! I'll chase the "
        "supplier for a quote, should have it by Thursday",
        [L("commitment", "sofia", ["acoustic|felt|quote"], due=N + "19")]),
    Msg(N + "17 16:30", "helen", "Lovely. Check the fire rating though"),
    # ---- Wed 18 Nov
    Msg(N + "18 10:05", "marcus", "Do we have levels for the site model base? the ground levels I mean"),
    Msg(N + "18 10:20", "jun", "I'll send you the levels from the topo survey tonight Marcus",
        [L("commitment", "jun", ["level|topo"], due=N + "18")]),
    Msg(N + "18 15:30", "olly",
        "Revised plans, all client comments addressed except the cafe kitchen, need Sof on that",
        [L("done", "olly", ["plan"])], media="HLL_GA_plans_revC.pdf (file attached)"),
    Msg(N + "18 15:32", "helen", "Great, thanks Olly"),
    Msg(N + "18 21:10", "jun", "Levels sent to Marcus by email",
        [L("done", "jun", ["level|topo"])]),
    Msg(N + "18 21:15", "marcus", "got them 👍"),
    # ---- Thu 19 Nov
    Msg(N + "19 09:30", "tom",
        "Fyi I'm colourblind (red-green), so if anything in my clash report colour coding looks "
        "off, tell me, don't assume I meant it 😅",
        [L("fact", "tom", ["blind"])]),
    Msg(N + "19 11:00", "sofia",
        "Supplier says the felt quote will take till Monday, they need the ceiling area first. "
        "Olly can you send me the reading room RCP area?",
        [L("postponed", "sofia", ["acoustic|felt|quote"], due=N + "23")]),
    Msg(N + "19 11:20", "olly", "142 m2, ceiling height 4.2"),
    Msg(N + "19 11:22", "sofia", "grazie!"),
    Msg(N + "19 14:00", "helen",
        "Sof, are you bringing the Kvadrat fabric samples for the benches to the presentation?"),
    Msg(N + "19 14:30", "sofia", "Yes I'll bring them, I'm back tomorrow",
        [L("commitment", "sofia", ["fabric|Kvadrat"], due=N + "26")]),
    # ---- Fri 20 Nov
    Msg(N + "20 09:00", "jun",
        "Sorry all, landscape plan will be Monday not today, Greenline has a submission and I "
        "was there till 11 last night",
        [L("postponed", "jun", ["landscape"], due=N + "23")]),
    Msg(N + "20 09:02", "helen", "Monday is fine, but first thing pls"),
    Msg(N + "20 12:30", "tom",
        "Clash report done and uploaded to /05_Coord. 47 clashes, 9 real, mostly ducts through "
        "the transfer beam",
        [L("done", "tom", ["clash"])]),
    Msg(N + "20 12:35", "olly", "9 is not bad at all"),
    Msg(N + "20 16:00", "helen", "Have a good weekend everyone"),
    # ---- Mon 23 Nov
    Msg(N + "23 08:50", "jun", "Landscape plan is in the folder ✅",
        [L("done", "jun", ["landscape"])]),
    Msg(N + "23 09:10", "olly", "Back in the office, Leo's fine"),
    Msg(N + "23 09:30", "priya",
        "Bad news: my machine crashed Saturday and I lost the lighting setup for two views. "
        "Dusk one is done, the other two will be tomorrow lunchtime",
        [L("postponed", "priya", ["render|exterior"], due=N + "24")]),
    Msg(N + "23 09:35", "helen",
        "Ugh. Ok, tomorrow lunchtime latest please, boards need to go to print"),
    Msg(N + "23 09:40", "priya",
        "If you sign them off tomorrow afternoon I'll send the boards to the printer Wednesday "
        "first thing",
        [L("commitment", "priya", ["print"], due=N + "25")]),
    Msg(N + "23 10:40", "sofia",
        "Acoustic felt quote in: €68/m2, B-s1,d0 fire rating. Forwarded to Helen",
        [L("done", "sofia", ["acoustic|felt|quote"])]),
    Msg(N + "23 11:00", "helen", "Fire rating's fine. Let's include it"),
    Msg(N + "23 16:00", "helen",
        "Tom, could you do a drone survey of the site on Saturday? Priya will need an aerial "
        "for the verified views later"),
    Msg(N + "23 16:15", "tom",
        "Sure, Saturday morning works. I prefer mornings for site stuff anyway, I'm useless "
        "after lunch",
        [L("commitment", "tom", ["drone|aerial|survey"], due=N + "28"),
         L("preference", "tom", ["morning"])]),
    # ---- Tue 24 Nov
    Msg(N + "24 13:10", "priya", "Renders 2 and 3 up in /07_Viz. Sorry for the delay",
        [L("done", "priya", ["render|exterior"])]),
    Msg(N + "24 13:30", "helen",
        "These are beautiful. Signed off. Tiny tweak: warmer light in the cafe one"),
    Msg(N + "24 13:31", "priya", "will do",
        [L("commitment", "priya", ["warm|light|cafe"])]),
    Msg(N + "24 16:45", "sofia", "", media="<Media omitted>"),
    Msg(N + "24 16:46", "sofia",
        "Sample board ready - oak, terrazzo, felt, brass. Come see it in the back room",
        [L("done", "sofia", ["board"])]),
    Msg(N + "24 17:00", "olly", "Looks great Sof"),
    # ---- Wed 25 Nov
    Msg(N + "25 08:40", "priya",
        "Cafe render is warmer now, and the boards went to the printer at 8:30. Pick-up "
        "tomorrow 11am",
        [L("done", "priya", ["warm|light|cafe"]), L("done", "priya", ["print"])]),
    Msg(N + "25 09:00", "helen", "Who can pick up the boards tomorrow?"),
    Msg(N + "25 09:02", "jun", "Not me, Greenline day"),
    Msg(N + "25 09:05", "tom", "I'll grab them on my way in",
        [L("commitment", "tom", ["board|pick|grab"], due=N + "26")]),
    Msg(N + "25 15:19", "", f"{NUMBER} joined using this group's invite link", media="system"),
    Msg(N + "25 15:20", NUMBER,
        "Hi all it's Marcus, my phone died this morning so this is my partner's for now. "
        "Model's finished, 1:200, drying in the workshop",
        [L("done", "marcus", ["model"])]),
    Msg(N + "25 15:25", "helen", "Thanks Marcus!! Can't wait to see it"),
    # ---- Thu 26 Nov
    Msg(N + "26 08:55", "tom", "Boards picked up, in the car 👍",
        [L("done", "tom", ["board|pick|grab"])]),
    Msg(N + "26 09:10", NUMBER,
        "Model's in their lobby on the big table. One corner of the base got knocked in the "
        "van, I'll fix it before 2pm",
        [L("commitment", "marcus", ["fix|corner|base"], due=N + "26")]),
    Msg(N + "26 12:30", NUMBER, "fixed, you can't tell",
        [L("done", "marcus", ["fix|corner|base"])]),
    Msg(N + "26 13:00", "sofia",
        "Client emailed - they're dropping the upholstered benches altogether (budget), so I "
        "won't bring the fabric samples",
        [L("cancelled", "sofia", ["fabric|Kvadrat"])]),
    Msg(N + "26 13:05", "helen", "Fine, one less thing"),
    Msg(N + "26 18:30", "helen",
        "Presentation went really well. They loved the model and the dusk render. Main asks: "
        "bigger children's area, a cheaper cladding option, and the cafe open to the street on "
        "Sundays"),
    Msg(N + "26 18:35", "olly", "I'll write up the minutes and circulate by tomorrow",
        [L("commitment", "olly", ["minute"], due=N + "27")]),
    Msg(N + "26 18:40", NUMBER,
        "They're keeping the model for their board meeting. I'll collect it from their office "
        "Tuesday",
        [L("commitment", "marcus", ["model", "collect|pick"], due=C + "01")]),
    Msg(N + "26 18:42", "priya",
        "Yay!! 🎉 Also reminder I'm off from tomorrow till Tuesday, sister's wedding in Kochi, "
        "properly offline",
        [L("context", "priya", ["wedding|Kochi|offline"], until=C + "01")]),
    Msg(N + "26 18:45", "helen", "Have a wonderful time Priya!"),
    # ---- Fri 27 Nov
    Msg(N + "27 11:00", "olly", "Minutes circulated, check your inbox. Action list at the bottom",
        [L("done", "olly", ["minute"])]),
    Msg(N + "27 11:10", "helen",
        "From the minutes: Olly D&A statement draft by Thu 3 Dec, Tom planning drawing set by "
        "Tue 8 Dec, Priya verified views when she's back, Jun planting update. Shout if those "
        "don't work"),
    Msg(N + "27 11:15", "tom", "8th ok",
        [L("commitment", "tom", ["planning|drawing"], due=C + "08")]),
    Msg(N + "27 11:20", "olly", "Thu 3rd for the D&A draft is tight but ok",
        [L("commitment", "olly", ["D&A|design and access|statement"], due=C + "03")]),
    Msg(N + "27 11:30", "jun",
        "Planting update by Wednesday 2nd. Client wants more native species, I'll redo the "
        "palette",
        [L("commitment", "jun", ["planting|palette|species"], due=C + "02")]),
    Msg(N + "27 12:00", "sofia",
        "I'll update the FF&E schedule with the client changes by end of month",
        [L("commitment", "sofia", ["FF&E|schedule"], due=N + "30")]),
    Msg(N + "27 14:00", "tom",
        "Laptop's gone in for repair (fan died). I'm on the old desktop till Wednesday, so no "
        "Enscape",
        [L("context", "tom", ["laptop|desktop"], until=C + "02")]),
    Msg(N + "27 15:00", "helen",
        "Tom, scrap the drone tomorrow - the client got an aerial survey from the council we "
        "can use"),
    Msg(N + "27 15:04", "tom", "Great, lie-in it is 😄 no drone then",
        [L("cancelled", "tom", ["drone|aerial|survey"])]),
    Msg(N + "27 16:30", "olly",
        "Anyone else think the cheaper cladding option is going to look like a retail park?"),
    Msg(N + "27 16:32", "tom", "yes 😂"),
    Msg(N + "27 16:40", "olly",
        "We really should sort out the ventilation in the model shop one of these days"),
    # ---- Mon 30 Nov
    Msg(N + "30 09:00", "marcus", "New phone, old number, all back to normal"),
    Msg(N + "30 09:30", "sofia", "FF&E schedule updated, rev D on the server",
        [L("done", "sofia", ["FF&E|schedule"])]),
    Msg(N + "30 10:00", "helen", "Jun, are you around this week as usual?"),
    Msg(N + "30 10:15", "jun",
        "This week is weird - Greenline asked me to cover full-time until Friday, so I can only "
        "do HLL stuff in the evenings. Planting will still be Wednesday",
        [L("context", "jun", ["Greenline|evening"], until=C + "04")]),
    Msg(N + "30 11:00", "olly",
        "Fun fact for the D&A: I'm a certified Passivhaus designer, so I can write and sign off "
        "the energy section myself, no need to pay the consultant",
        [L("fact", "olly", ["Passivhaus|passive house"])]),
    Msg(N + "30 11:05", "helen", "Even better"),
    Msg(N + "30 14:00", "sofia",
        "Client asked if anyone speaks Spanish, their new cafe operator is from Madrid. Spanish "
        "is my first language (I'm from Valencia) if that helps",
        [L("fact", "sofia", ["Spanish|Valencia"])]),
    # ---- Tue 1 Dec
    Msg(C + "01 09:00", "marcus", "Collected the model from the client's office, it's back in the workshop",
        [L("done", "marcus", ["model", "collect|pick"])]),
    Msg(C + "01 10:30", "olly",
        "D&A statement: struggling, the client still hasn't sent the brief addendum. "
        "Realistically Monday 7th",
        [L("postponed", "olly", ["D&A|design and access|statement"], due=C + "07")]),
    Msg(C + "01 10:40", "helen", "Ok, Monday. Chase them from me"),
    Msg(C + "01 14:00", "tom",
        "Shared folder for planning docs - I'll set it up today with proper naming",
        [L("commitment", "tom", ["folder"], due=C + "01")]),
    Msg(C + "01 15:20", "tom", "Folder's up: /10_Planning. Naming convention in the readme",
        [L("done", "tom", ["folder"])]),
    Msg(C + "01 18:00", "marcus",
        "Random q, does anyone need laser cutting for Christmas presents? I've got a laser "
        "cutter in my garage at home, happy to do stuff",
        [L("fact", "marcus", ["laser"])]),
    # ---- Wed 2 Dec
    Msg(C + "02 09:00", "priya", "Back! Wedding was amazing 💃"),
    Msg(C + "02 09:15", "helen",
        "Welcome back! Priya, verified views by Mon 7th ok? The council aerial is in the folder"),
    Msg(C + "02 09:40", "priya", "Yes, Monday 7th. Will start today",
        [L("commitment", "priya", ["verified|views"], due=C + "07")]),
    Msg(C + "02 10:00", "tom", "Laptop back, Enscape is alive"),
    Msg(C + "02 21:30", "jun", "Planting palette updated, 80% native now. Olly can you review?",
        [L("done", "jun", ["planting|palette|species"])]),
    Msg(C + "02 21:40", "olly", "I'll review it tonight",
        [L("commitment", "olly", ["review|planting|palette"], due=C + "02")]),
    Msg(C + "02 23:10", "olly", "Reviewed, two comments in the pdf, otherwise 👌",
        [L("done", "olly", ["review|planting|palette"])]),
    # ---- Thu 3 Dec
    Msg(C + "03 10:00", "helen", "Planning fee paid. 8 days to go"),
    Msg(C + "03 12:00", "tom", "This message was deleted", media="deleted"),
    Msg(C + "03 12:01", "tom", "Planning set progressing, 23 of 31 sheets. Still on for Tuesday"),
    Msg(C + "03 15:00", "olly", "anyone borrowed my scale ruler?? the yellow one"),
    Msg(C + "03 15:05", "sofia", "guilty 🙋‍♀️ bringing it back now"),
    # ---- Fri 4 Dec
    Msg(C + "04 09:00", "jun",
        "Tree survey: the arboriculturist is coming Tuesday, I'll get his report to Olly by "
        "Friday 11th morning for the submission",
        [L("commitment", "jun", ["tree|arbor"], due=C + "11")]),
    Msg(C + "04 09:30", "helen", "Cutting it fine but ok", edited=C + "04 09:31"),
    Msg(C + "04 10:00", "sofia", "Tom, the cafe kitchen layout is in the folder for the planning set"),
    Msg(C + "04 10:05", "tom", "ta"),
    Msg(C + "04 12:00", "helen", "Friday drinks at 6, on me, we earned it"),
    Msg(C + "04 12:01", "priya", "🙌"),
    Msg(C + "04 12:02", "marcus", "+1"),
]
