"""Chat 2: a podcast production team (WhatsApp Android export, English)."""

from common import C, CA, D, F, M, P, PP, S, X

FILE = "WhatsApp Chat with Loose Threads prod.txt"
FORMAT = "whatsapp"
LANGUAGE = "en"
OWNER = "Maya Brennan"

SAM_NEW = "\u202a+44 7700 900418\u202c"  # Sam's new phone, not saved in the owner's contacts

SENDERS = {
    "O": "Maya Brennan",
    "J": "Jonah Pike",
    "P": "Priya",
    "T": "Tom Okafor",
    "L": "Lucy H",
    "D": "Dev",
    "S": "Sam Reyes",
    "S2": SAM_NEW,
}

PEOPLE = {
    "J": ("Jonah Pike", ["Jonah", "JP", "Pike"]),
    "P": ("Priya Raman", ["Priya", "Pri", "Raman"]),
    "T": ("Tom Okafor", ["Tom", "Tommy", "Okafor"]),
    "L": ("Lucy Harrow", ["Lucy", "Luce", "Lucy H", "Harrow"]),
    "D": ("Dev Malhotra", ["Dev", "Malhotra"]),
    "S": ("Sam Reyes", ["Sam", "Reyes"]),
}

MESSAGES = [
    S("11-16 09:58", {"line": "Messages and calls are end-to-end encrypted. Only people in this "
                      "chat can read, listen to, or share them. Learn more."}),
    S("11-16 09:59", {"line": 'Maya Brennan changed the subject from "LT prod" to '
                      '"Loose Threads prod"'}),
    # --- Mon 16 Nov
    M("11-16 10:02", "O", "Morning all ☕ This week: ep 87 (Hanne the glassblower) goes out "
      "Thursday, ep 88 records next Tuesday. Jonah where are we on the 87 edit?"),
    M("11-16 10:15", "J", "First pass done, sitting at 58 min. Fine cut to you by Wednesday noon",
      C("J", ["fine cut"], "2026-11-18")),
    M("11-16 10:17", "O", "👍"),
    M("11-16 10:30", "L", "I need 3 clips from 87 for reels. Jonah can you flag timestamps while "
      "you're in there?"),
    M("11-16 10:41", "J", "yep, will drop timestamps in here", C("J", ["timestamp"])),
    M("11-16 11:05", "T", "Ep 88 guest confirmed!! Dr Aoife Keane, the marine biologist. She can "
      "only do Tuesday 24th, 2-4pm"),
    M("11-16 11:07", "P", "YESSS"),
    M("11-16 11:08", "S", "she's brilliant, her TED talk made me cry on a bus"),
    M("11-16 11:10", "O", "Great get Tom. Dev can you hold studio B that afternoon?"),
    M("11-16 11:32", "D", "Booked studio B 1-5 on the 24th, gives us setup time",
      D("D", ["studio"])),
    M("11-16 11:40", "P", "Tom can you send me her papers? I want to read up before I write "
      "questions"),
    M("11-16 11:52", "T", "Sending her two latest papers + the BBC piece tonight",
      C("T", ["paper|bbc"], "2026-11-16")),
    M("11-16 12:03", "P", "Also heads up, I'm in Edinburgh 18th-21st for the festival panel, so "
      "no recording those days", X("P", ["edinburgh"], "2026-11-21")),
    M("11-16 12:05", "P", "I can record the holiday special intro from there if that helps, the "
      "hotel room is basically a closet 😂", C("P", ["intro"])),
    M("11-16 12:20", "O", "Maybe! Let's see"),
    M("11-16 22:47", "T", "<Media omitted>"),
    M("11-16 22:48", "T", "^ Keane papers + BBC article", D("T", ["paper|bbc"])),
    # --- Tue 17 Nov
    M("11-17 09:10", "L", "Sponsor check: Crate & Ladle want the read in 87 AND 88, they sent new "
      "copy. Priya do you want it as a script or bullet points?"),
    M("11-17 09:30", "P", "Bullets always. I sound like a hostage reading a script 😂",
      P("P", ["bullet"])),
    M("11-17 09:33", "L", "haha noted. I'll turn their copy into bullets by tomorrow",
      C("L", ["bullet"], "2026-11-18")),
    M("11-17 14:20", "D", "FYI the Shure in booth 2 is crackling again. Tried another cable, no "
      "change. Sending it off for repair Monday", C("D", ["repair"], "2026-11-23")),
    M("11-17 14:22", "O", "thanks Dev 🙏"),
    M("11-17 14:40", "D", "and pls book studio stuff with me at least 48h ahead, the "
      "friday-for-monday requests are killing me", P("D", ["48"])),
    M("11-17 14:41", "T", "that was one time 😅"),
    # --- Wed 18 Nov
    M("11-18 11:48", "J", "Fine cut of 87 in the drive, 52:30. Timestamps for Lucy: 08:12 furnace "
      "story, 23:40 the vase that exploded, 41:05 apprenticeship bit",
      D("J", ["fine cut"]), D("J", ["timestamp"])),
    M("11-18 12:30", "O", "Listening now"),
    M("11-18 15:10", "O", "Great cut. Two notes: trim the intro ramble, and the ad break should "
      "move after the furnace story. Can we still go Thursday?"),
    M("11-18 15:25", "J", "Yeah I'll turn that around tonight, final master by 9am tomorrow",
      C("J", ["master"], "2026-11-19")),
    M("11-18 15:26", "J", "btw thank you for typing the notes instead of voice notes, way easier "
      "to work from. more of that pls", P("J", ["typ|voice"])),
    M("11-18 16:00", "L", "Sponsor bullets are in the doc, Priya 👌", D("L", ["bullet"])),
    M("11-18 16:02", "P", "thank youuu"),
    M("11-18 19:40", "S2", "Hi all it's Sam - new phone, old one went in the canal (don't ask). "
      "Maya I'll have the research brief on Keane done by Friday",
      C("S", ["brief"], "2026-11-20")),
    M("11-18 19:42", "T", "the canal 💀"),
    M("11-18 19:45", "S2", "don't"),
    # --- Thu 19 Nov
    M("11-19 08:55", "J", "Final master uploaded, -16 LUFS, ad moved to 09:10. All yours Maya",
      D("J", ["master"])),
    M("11-19 09:30", "O", "Scheduled for 12:00 👍"),
    M("11-19 12:05", "L", "87 is live!! Reels go out at 6", C("L", ["reel"], "2026-11-19")),
    M("11-19 18:10", "L", "Reels up on IG and TikTok, the vase clip is already doing numbers",
      D("L", ["reel"])),
    M("11-19 18:15", "P", "<Media omitted>"),
    M("11-19 18:16", "P", "view from the green room lol"),
    # --- Fri 20 Nov
    M("11-20 10:00", "O", "Sam how's the Keane brief looking?"),
    M("11-20 10:20", "S2", "About 70%. Her ocean acidification stuff is dense. Can I have till "
      "Monday morning?", PP("S", ["brief"], "2026-11-23")),
    M("11-20 10:22", "O", "Monday 10am latest"),
    M("11-20 14:00", "T", "Holiday special update: reached out to 6 past guests for voicemails, 3 "
      "said yes. I'll chase the other 3 next week", C("T", ["chase|voicemail"])),
    M("11-20 14:05", "L", "Can we also do a listener voicemail call-out? I'll post it Monday",
      C("L", ["call-out|callout|call out|listener"], "2026-11-23")),
    M("11-20 14:20", "O", "yes love that"),
    M("11-20 14:21", "O", "Priya, re the intro from Edinburgh - don't worry about it, we'll do it "
      "in studio with the voicemails", CA("P", ["intro"])),
    M("11-20 14:40", "P", "👍"),
    # --- Sun 22 Nov
    M("11-22 20:10", "P", "Back in London. Panel went well, someone asked if Dev is real"),
    M("11-22 20:12", "D", "I am not"),
    M("11-22 20:30", "P", "we should really do a video version of the live show someday"),
    # --- Mon 23 Nov
    M("11-23 09:40", "S2", "Keane brief in the drive, 6 pages + suggested question areas. (my MSc "
      "was in marine bio so this one was fun)", D("S", ["brief"]), F("S", ["marine|msc"])),
    M("11-23 09:55", "L", "Voicemail call-out is live on all channels, link goes to the SpeakPipe "
      "page", D("L", ["call-out|callout|call out|listener"])),
    M("11-23 10:10", "P", "Reading Sam's brief on the train. Questions draft to Maya by tomorrow "
      "10am", C("P", ["question"], "2026-11-24")),
    M("11-23 11:30", "D", "Mic dropped off at Sound Doctor, they quoted 5 working days",
      D("D", ["repair"])),
    M("11-23 11:35", "O", "Do we have a backup for tomorrow?"),
    M("11-23 11:40", "D", "I'll bring my own SM7B", C("D", ["sm7b"], "2026-11-24")),
    M("11-23 15:00", "J", "Heads up: I'm off Thu-Fri this week (26-27), family thing. Back Monday",
      X("J", ["family"], "2026-11-27")),
    M("11-23 15:05", "O", "np. So 88 edit starts Monday 30th?"),
    M("11-23 15:10", "J", "Yep. Rough cut to you by Wed 2nd, then publish Thu 3rd works",
      C("J", ["rough cut"], "2026-12-02")),
    # --- Tue 24 Nov
    M("11-24 09:50", "P", "Questions in the doc. I cut the fisheries section, felt like a "
      "different episode", D("P", ["question"])),
    M("11-24 10:30", "O", "Love them"),
    M("11-24 13:15", "D", "Studio B set. SM7B in, levels checked", D("D", ["sm7b"])),
    M("11-24 13:58", "T", "She's here!"),
    M("11-24 16:20", "P", "That was SO good. She cried about the coral, I cried, Dev cried"),
    M("11-24 16:22", "D", "I did not cry"),
    M("11-24 16:22", "D", "This message was deleted", deleted=True),
    M("11-24 16:40", "T", "Dr Keane asked if she can hear the cut before it goes out. I said we "
      "don't usually but I'd ask"),
    M("11-24 16:55", "O", "We don't do approval. She can have the link the day before publish, "
      "that's it. Tom can you let her know?"),
    M("11-24 17:00", "T", "Will do", C("T", ["keane"])),
    # --- Wed 25 Nov
    M("11-25 10:15", "L", "For the record I hate it when sponsors send copy as a PDF. Can we ask "
      "Crate & Ladle for a Google doc going forward?", P("L", ["pdf|google doc"])),
    M("11-25 10:20", "O", "Ha, I'll ask"),
    M("11-25 11:00", "T", "Told Keane, she's fine with getting the link the day before",
      D("T", ["keane"])),
    M("11-25 14:30", "O", "Sam could you pull a 'best of 2026' clips list for the Patreon bonus "
      "ep?"),
    M("11-25 14:41", "S2", "on it, you'll have it by Saturday the 5th",
      C("S", ["best of|clip"], "2026-12-05")),
    M("11-25 15:00", "T", "Also the Valencia ceramicist for January - no need for an interpreter, "
      "I'm fluent in Spanish", F("T", ["spanish"])),
    # --- Thu 26 Nov
    M("11-26 09:00", "T", "Voicemails: 5 of 6 guests sent theirs. Still waiting on Marcus"),
    M("11-26 12:00", "L", "We got 41 listener voicemails 😭😭 I'll shortlist the best 10 by "
      "Tuesday", C("L", ["shortlist"], "2026-12-01")),
    M("11-26 12:10", "P", "omg"),
    M("11-26 17:00", "D", "Sound Doctor called, the Shure needs a new capsule, £140. Go ahead?"),
    M("11-26 17:20", "O", "Go ahead"),
    # --- Fri 27 Nov
    M("11-27 10:00", "O", "Live show at the Duke's Head is Thu 10th Dec. Tom, can you get the "
      "venue tech spec? Dev, can you do a site visit next week?"),
    M("11-27 10:12", "D", "Can do Wednesday 2nd after 4. Easy for me, I live round the corner "
      "from the Duke's Head", C("D", ["visit"], "2026-12-02"), F("D", ["duke"])),
    M("11-27 10:30", "T", "Venue said they'd email the spec today, I'll forward it when it lands",
      C("T", ["spec"])),
    M("11-27 15:45", "T", "<Media omitted>"),
    M("11-27 15:46", "T", "Duke's Head tech spec ^", D("T", ["spec"])),
    M("11-27 15:50", "D", "8-channel desk, fine. No monitors though, I'll bring two wedges",
      C("D", ["wedge"], "2026-12-10")),
    M("11-27 16:00", "L", "can I come to the site visit? want to scope where the merch table goes"),
    M("11-27 16:05", "D", "sure"),
    M("11-27 16:20", "T", "Oh and Lucy said she'll order the tote bags for the merch table by "
      "Monday", C("L", ["tote"], "2026-11-30")),
    # --- Mon 30 Nov
    M("11-30 09:30", "J", "Back. Starting on 88 today"),
    M("11-30 09:35", "T", "FYI I've got jury duty this week, Mon-Fri. I'll check in at lunch and "
      "evenings but replies will be slow", X("T", ["jury"], "2026-12-04")),
    M("11-30 10:05", "J", "Priya, same as last time with the ums on interview eps - light touch?"),
    M("11-30 10:20", "P", "Yes light touch please. I'd rather sound human than polished, only cut "
      "the ones that break a sentence", P("P", ["ums|light touch|filler"])),
    M("11-30 12:40", "T", "Marcus finally sent his voicemail 🙌 all 6 in",
      D("T", ["chase|voicemail"])),
    M("11-30 14:00", "L", "Shortlist is going to slip to Wednesday, sorry - the Q1 sponsor deck "
      "ate my Monday", PP("L", ["shortlist"], "2026-12-02")),
    M("11-30 14:05", "O", "fine"),
    # --- Tue 1 Dec
    M("12-01 09:00", "D", "Booth 2 Shure is back and sounds great"),
    M("12-01 11:30", "P", "Random but for the live show dinner: I'm vegetarian now, since October",
      F("P", ["vegetarian"])),
    M("12-01 11:35", "T", "noted 🥦"),
    M("12-01 16:00", "O", "Jonah how's 88 looking for tomorrow?"),
    M("12-01 16:30", "J", "Honestly the audio from her end has a hum, I need another day. Rough "
      "cut Thursday morning, publish Friday?", PP("J", ["rough cut"], "2026-12-03")),
    M("12-01 16:35", "O", "Friday it is. Lucy can you shift the socials?"),
    M("12-01 16:40", "L", "will do", C("L", ["social"])),
    M("12-01 16:45", "J", "fwiw I spent six years cleaning up Radio 4 docs, hum is my nemesis but "
      "I always win", F("J", ["radio 4"])),
    # --- Wed 2 Dec
    M("12-02 11:00", "L", "Top 10 voicemails in the folder, ranked. #3 is a man singing to his dog",
      D("L", ["shortlist"])),
    M("12-02 11:10", "P", "#3 is the whole special honestly"),
    M("12-02 16:30", "D", "Site visit done. Power's fine, stage is tiny, 3 chairs max",
      D("D", ["visit"])),
    M("12-02 16:40", "L", "merch table goes by the bar, sorted"),
    M("12-02 17:00", "O", "Team dinner after the live show is on me 🎉"),
    M("12-02 17:05", "S2", "I'll be there but I'm off dairy for the whole of December, doctor's "
      "orders lol", X("S", ["dairy"], "2026-12-31")),
    # --- Thu 3 Dec
    M("12-03 09:40", "J", "Rough cut 88 in the drive, hum mostly gone", D("J", ["rough cut"])),
    M("12-03 13:00", "O", "Cut's great. Ship it tomorrow 9am. Tom can you send Keane the link "
      "tonight?"),
    M("12-03 13:05", "T", "yep tonight, after court", C("T", ["link"], "2026-12-03")),
    M("12-03 13:10", "L", "Socials moved to Friday 12:00", D("L", ["social"])),
    M("12-03 17:30", "T", "Also the Duke's Head say they have two wedges in the cellar, Dev no need "
      "to bring yours", CA("D", ["wedge"])),
    M("12-03 17:32", "D", "even better"),
    M("12-03 20:15", "T", "Link sent to Dr Keane", D("T", ["link"]), edited=True),
    M("12-03 21:00", "S2", "Maya the best-of list - I won't make Saturday, the Keane fact-check "
      "ate my week. Monday 7th ok?", PP("S", ["best of|clip"], "2026-12-07")),
    M("12-03 21:10", "O", "sure"),
    # --- Fri 4 Dec
    M("12-04 09:02", "J", "88 is live ✅"),
    M("12-04 09:05", "O", "Amazing work everyone 👏"),
    M("12-04 11:30", "O", "Holiday planning: do we still want the Patreon live Q&A on the 18th?"),
    M("12-04 11:45", "P", "Can we skip it? I'm at my sister's in Leeds 17th-21st",
      X("P", ["sister|leeds"], "2026-12-21")),
    M("12-04 11:50", "O", "Yes, let's skip it"),
]
