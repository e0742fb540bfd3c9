"""Chat 2: theatre production team, WhatsApp (Android) txt export, English."""
from common import C, CX, D, F, P, PR, X, m

GROUP = "Tempest Production"
FILE = f"WhatsApp Chat with {GROUP}.txt"
OWNER = "Maya Okafor"
LANGUAGE = "en"

# key: (name shown in the export, full name for the vault or None for the owner)
SENDERS = {
    "M": ("Maya Okafor", None),
    "D": ("Dan Reyes", "Daniel Reyes"),
    "PR": ("Priya SM", "Priya Nair"),
    "PRX": ("+44 7700 900412", "Priya Nair"),  # Priya on her flatmate's phone
    "T": ("Tom Whitfield", "Tom Whitfield"),
    "S": ("Sophie Wardrobe", "Sophie Laurent"),
    "K": ("Kwame", "Kwame Mensah"),
    "L": ("Lucy Props", "Lucy Brandt"),
}

PEOPLE = {
    "Daniel Reyes": ["Dan", "Danny", "Dan Reyes", "Reyes"],
    "Priya Nair": ["Priya", "Pri", "Priya SM"],
    "Tom Whitfield": ["Tom", "Tommy", "Whit"],
    "Sophie Laurent": ["Sophie", "Soph", "Sophie Wardrobe"],
    "Kwame Mensah": ["Kwame", "Kwa"],
    "Lucy Brandt": ["Lucy", "Luce", "Lucy Props"],
}

SYS = "system"

MSGS = [
    m("11-16 08:40", SYS, "Messages and calls are end-to-end encrypted. No one outside of this "
      "chat, not even WhatsApp, can read or listen to them. Tap to learn more.", kind="system"),
    m("11-16 08:40", SYS, 'You created group "Tempest Production"', kind="system"),
    m("11-16 08:41", SYS, "You added Dan Reyes, Kwame, Lucy Props, Priya SM, Sophie "
      "Wardrobe and Tom Whitfield", kind="system"),
    m("11-16 09:02", "M", "Morning all! Three and a bit weeks to opening 😬 This week: finish "
      "the ship deck flats, costume fittings Wed/Thu, and I need the lighting plot locked by "
      "Friday. Shout if anything's on fire"),
    m("11-16 09:10", "T", "Deck flats - two of five done. I'll have the rest built and primed "
      "by Thursday",
      C("T", "flat", "11-19")),
    m("11-16 09:14", "D", "Plot's nearly there. Final version to you Friday EOD",
      C("D", "plot", "11-20")),
    m("11-16 09:15", "M", "👍"),
    m("11-16 09:31", "S", "Fittings: Wed 2-6pm for the shipwreck lot, Thu 10-1 for Prospero, "
      "Miranda and Ariel. Priya can you make sure the cast actually know this time?"),
    m("11-16 09:40", "PR", "Yep, I'll put it on the call sheet and text everyone tonight",
      C("PR", "fitting|call sheet", "11-16")),
    m("11-16 10:02", "K", "Quick one - does anyone know if the venue got the second sub back "
      "from repair?"),
    m("11-16 10:30", "M", "No idea, I'll ask them"),
    m("11-16 11:15", "L", "<Media omitted>"),
    m("11-16 11:16", "L", "Prospero's staff prototype! Thoughts? Bit heavy tbh"),
    m("11-16 11:20", "S", "Love it. Lighter wood maybe?"),
    m("11-16 11:22", "L", "I'll try a balsa core version this week and bring both to "
      "Thursday's rehearsal",
      C("L", "staff", "11-19")),
    m("11-16 11:40", "M", "Tom the deck in the model box looks like an actual ship btw"),
    m("11-16 11:44", "T", "Ha, eight years in a boatyard in Falmouth before I did theatre. "
      "It shows",
      F("T", "boat")),
    m("11-16 13:05", "K", "FYI I'm on the Hamlet at the Arcola every evening until the 22nd, "
      "so daytime only from me till then",
      CX("K", "hamlet|evening|daytime", "11-22")),
    m("11-16 13:06", "M", "Noted, thanks K"),
    m("11-17 08:50", "PR", "Call sheet's out, all cast confirmed for fittings except Jonah, "
      "chasing him",
      D("PR", "fitting|call sheet")),
    m("11-17 10:15", "T", "Maya can I order another 6 sheets of 18mm ply? Ran short on the deck"),
    m("11-17 10:20", "M", "Yes go ahead, under £400 please"),
    m("11-17 10:21", "T", "on it", C("T", "ply")),
    m("11-17 14:40", "D", "Random q for everyone: how do people like notes after run-throughs - "
      "written in here or a quick huddle?"),
    m("11-17 14:45", "S", "Written please! I lose everything that's said out loud in a huddle 😅",
      PR("S", "written|writing")),
    m("11-17 14:47", "K", "Huddle for me, I never read long messages",
      PR("K", "huddle")),
    m("11-17 14:50", "PR", "I'll type them up either way, that's literally my job lol"),
    m("11-18 12:30", "S", "Fittings today went fine. Ariel's wings need rebuilding though, the "
      "harness rubs through. I'll redo them by the 27th",
      C("S", "wing", "11-27")),
    m("11-18 12:32", "M", "Ouch. OK, thanks Soph"),
    m("11-18 13:10", "L", "Soph what glue do you want on the new wings? I've got a contact "
      "adhesive that's amazing"),
    m("11-18 13:15", "S", "Nothing latex-based please, I'm allergic to latex. Anything else "
      "is fine",
      F("S", "latex|allerg")),
    m("11-18 16:00", "PRX", "Hi all, Priya here on my flatmate's phone, mine's died. Maya - "
      "I'll email you the updated rehearsal schedule tonight instead of posting here",
      C("PR", "schedule", "11-18")),
    m("11-18 16:05", "M", "No worries, thanks P"),
    m("11-19 09:30", "PR", "Back on my own phone. Schedule went out last night, Maya check "
      "your inbox. (Also general plea: any schedule changes by email please, not WhatsApp - "
      "I build all my reports from my inbox)",
      D("PR", "schedule"), PR("PR", "email")),
    m("11-19 10:00", "L", "Balsa staff is SO much better. Got both with me for rehearsal today",
      D("L", "staff")),
    m("11-19 10:05", "T", "Deck flats: 4 of 5 done and primed. The fifth needs the ply that "
      "comes Friday, so Monday for that one",
      P("T", "flat", "11-23")),
    m("11-19 10:06", "M", "Fine"),
    m("11-19 15:10", "K", "Venue says sub is back 👍"),
    m("11-20 11:00", "D", "Bad news - lighting plot will be Monday not today. Venue sent me "
      "the wrong rig drawing so I'm redoing the hang positions",
      P("D", "plot", "11-23")),
    m("11-20 11:04", "M", "Ugh. Monday latest please, the hire company needs the list by "
      "Tuesday"),
    m("11-20 11:05", "D", "Monday morning, promise"),
    m("11-20 16:30", "S", "Does anyone have a contact for a cheap dry cleaner? Need the sailors' "
      "coats done before tech"),
    m("11-20 16:40", "L", "My cousin runs one in Peckham, I'll send you his number",
      C("L", "clean")),
    m("11-21 12:00", "T", "In the workshop today if anyone fancies painting. No pressure"),
    m("11-21 12:30", "L", "I can come 2-5!", C("L", "paint", "11-21")),
    m("11-21 13:40", "L", "Tom sorry, can't make it after all - car won't start 😩",
      X("L", "paint")),
    m("11-21 13:45", "T", "No worries"),
    m("11-21 21:00", "L", "Sent Sophie Ray's number btw", D("L", "clean")),
    m("11-23 09:15", "D", "Tempest_plot_v7.pdf (file attached)\nPlot attached. Final final.",
      D("D", "plot")),
    m("11-23 09:20", "M", "Thank you!! Sending to the hire co now"),
    m("11-23 10:40", "T", "Fifth flat done. Deck complete 🎉", D("T", "flat")),
    m("11-23 10:55", "S", "Working from my flat till Friday, little one has chickenpox. "
      "Anything wardrobe, message me or come round",
      CX("S", "chickenpox|home|flat", "11-27")),
    m("11-23 11:00", "M", "Team, load-in is Sat 28th 9am at the venue. Tom, can you sort the "
      "van? Kwame, I need someone to run sound check Sunday 29th"),
    m("11-23 11:10", "T", "Van's booked already, I'll pick it up Fri evening",
      C("T", "van", "11-27")),
    m("11-23 11:30", "K", "Sunday I can do from 12. If the sub behaves I'll have the full cue "
      "list in by then too",
      C("K", "sound check|soundcheck", "11-29"), C("K", "cue", "11-29")),
    m("11-23 13:00", "PR", "Also reminder I'm off Wed 25th - my sister's wedding. Lucy's "
      "covering rehearsal",
      CX("PR", "wedding", "11-25"), C("L", "cover|rehearsal", "11-25")),
    m("11-23 13:05", "L", "Yep got it"),
    m("11-24 10:00", "S", "Wings are taking longer than I thought, the wire frame snapped. "
      "Realistically 1st December",
      P("S", "wing", "12-01")),
    m("11-24 10:02", "M", "OK but not later please, Ariel has to rehearse in them in tech"),
    m("11-24 12:00", "D", "Heads up for whoever does the load-in pizza order: I'm vegetarian 😄",
      F("D", "vegetarian|veggie")),
    m("11-24 12:05", "T", "Noted. I'll order the pizzas Saturday, one veggie for Dan",
      C("T", "pizza", "11-28")),
    m("11-24 15:20", "K", "Does the venue have 3-phase in the wings? Need it for the thunder "
      "cannon"),
    m("11-24 15:25", "D", "Thunder cannon 😂"),
    m("11-24 15:31", "K", "I'm serious lol. And before anyone panics - I'm a qualified "
      "electrician, I'll sign the connection off myself",
      F("K", "electrician")),
    m("11-25 09:00", "L", "Covering rehearsal today, Priya's book is with me. Will send notes "
      "tonight",
      C("L", "notes", "11-25")),
    m("11-25 22:10", "L", "Rehearsal notes 25/11:\n- Act 1 sc 2 ran long, 4 mins over\n"
      "- Ferdinand needs the log from Act 3 for next time\n- Caliban's cloak tore at the hem\n"
      "That's all! Covering done, book back to Priya tomorrow",
      D("L", "notes"), D("L", "cover|rehearsal")),
    m("11-25 22:15", "S", "I'll fix Caliban's cloak tomorrow morning",
      C("S", "cloak", "11-26")),
    m("11-26 11:00", "S", "Cloak fixd", D("S", "cloak")),
    m("11-26 11:30", "PR", "Back! Thanks Lucy for covering. Wedding was gorgeous"),
    m("11-26 14:00", "M", "Quick poll - drinks after opening night, yes/no?"),
    m("11-26 14:02", "T", "yes obviously"),
    m("11-26 14:03", "K", "yes"),
    m("11-26 14:10", "S", "Yes but somewhere quiet please, I can't do loud bars",
      PR("S", "quiet")),
    m("11-26 16:00", "D", "Hire co confirms the rig arrives on the 28th with two extra movers"),
    m("11-27 09:00", "PR", "For tomorrow: I'll print the hang plot and the flat numbering for "
      "the crew tonight",
      C("PR", "print", "11-27")),
    m("11-27 12:00", "K", "Slight problem: the sub is NOT behaving, venue tech says it's "
      "buzzing again. Cue list might slip"),
    m("11-28 08:45", "M", "Morning! See you all at 9"),
    m("11-28 18:30", "M", "Load-in done. Amazing work everyone. Deck's in, rig's up, we're "
      "AHEAD of schedule ❤️"),
    m("11-28 18:32", "D", "Focus session tomorrow 9-12 before Kwame's check. I need two people "
      "on the ladder"),
    m("11-28 18:40", "L", "I'll be there for focus", C("L", "focus", "11-29")),
    m("11-28 18:41", "T", "Me too but only till 11", C("T", "focus", "11-29")),
    m("11-29 12:20", "K", "Sound check done. Cue list isn't - sub's still buzzing so I can't "
      "set levels for the storm. I'll get it to Priya Tuesday night",
      D("K", "sound check|soundcheck"), P("K", "cue", "12-01")),
    m("11-29 12:25", "PR", "Tuesday night is fine, I need it before Wednesday's tech"),
    m("11-30 09:00", "M", "Tech week! Wed 2nd tech run, Fri 4th first dress, Tue 8th final "
      "dress, opening Thu 10th. Lucy, is the props table list ready?"),
    m("11-30 09:10", "L", "Nearly, I'll finish it tonight and tape a copy in each wing",
      C("L", "props|list", "11-30")),
    m("11-30 09:14", "T", "I'll do the paint touch-ups on the deck edges before Friday's dress",
      C("T", "touch", "12-04")),
    m("11-30 09:20", "S", "Maya can we move the costume parade from Tues to Wed morning? "
      "I'd rather do it before tech than after a full day"),
    m("11-30 09:25", "M", "Sure, Wed 10am parade"),
    m("11-30 11:00", "K", "Venue swapped the sub! Finally. Cue list still Tuesday"),
    m("11-30 12:30", "D", "I'm in Bristol Tue-Wed for another get-in, back Wed 6pm for the tech. "
      "Anything for programming while I'm away, text me",
      CX("D", "bristol", "12-02")),
    m("11-30 17:00", "L", "Props list done, taped up in both wings", D("L", "props|list")),
    m("12-01 10:00", "S", "Ariel's wings are DONE 🪽 She's trying them on at 2",
      D("S", "wing")),
    m("12-01 10:01", "PR", "Yesss"),
    m("12-01 10:02", "T", "🙌"),
    m("12-01 14:30", "M", "Tom, the trap door downstage left - the hinge squeaks. Can you look "
      "before tomorrow?"),
    m("12-01 14:40", "T", "Yeah ill greese it tonight", C("T", "hinge|trap", "12-01")),
    m("12-01 21:45", "K", "Cue list sent to Priya. 84 cues, the storm is 12 of them lol",
      D("K", "cue")),
    m("12-01 22:00", "PR", "Got it thank you!!"),
    m("12-02 08:00", "T", "Trap greased, quiet as a mouse", D("T", "hinge|trap")),
    m("12-02 08:30", "PR", "Costume parade 10am, tech at 2. Lunch is on the company today"),
    m("12-02 11:05", "L", "This message was deleted", kind="deleted"),
    m("12-02 11:06", "L", "ignore that lol wrong chat"),
    m("12-02 11:45", "S", "Parade done. Notes: Stephano's boots too big, Miranda's hem is "
      "dragging. Both fixed by Friday's dress",
      C("S", "boot|hem", "12-04")),
    m("12-02 19:00", "D", "Back from Bristol, at the venue"),
    m("12-02 23:40", "PR", "Tech run: we got to Act 4. Notes tomorrow 11am in the green room, "
      "I'll circulate written notes too for Sophie 😉",
      C("PR", "notes", "12-03")),
    m("12-03 09:00", "M", "Nice work yesterday everyone. Dan, the blackout at the end of 3.3 "
      "was late - can you fix for tonight?"),
    m("12-03 09:10", "D", "Will reprogram it this afternoon", C("D", "blackout|3.3", "12-03")),
    m("12-03 10:15", "PR", "Written notes in your inboxes", D("PR", "notes")),
    m("12-03 12:00", "T", "Bad news, I've done my back in lifting the deck truck. Doctor says "
      "light duties till Monday at least",
      CX("T", "back|light duties", "12-07")),
    m("12-03 12:05", "M", "Oh no Tom! Rest. We'll cope"),
    m("12-03 12:07", "PR", "Tom I'm the company first aider, I've got ice packs in the SM kit "
      "if you're still in the building",
      F("PR", "first aid")),
    m("12-03 12:09", "T", "Cheers P. The deck touch-ups I said I'd do for dress - can't now, "
      "sorry. Lucy?",
      X("T", "touch")),
    m("12-03 12:10", "L", "I'll do the touch ups tomorrow morning, no stress",
      C("L", "touch", "12-04")),
    m("12-03 15:00", "D", "Blackout in 3.3 reprogrammed, try it tonight",
      D("D", "blackout|3.3")),
    m("12-03 16:00", "K", "Maya I can't make first dress tomorrow - the Arcola need me to cover "
      "their sound op one last time, sorry. Jay (my no.2) will run the desk, I'll brief him "
      "tonight",
      C("K", "brief|jay", "12-03")),
    m("12-03 16:05", "M", "OK. Not ideal but OK"),
    m("12-04 08:30", "L", "Touch-ups done, deck looks fresh", D("L", "touch")),
    m("12-04 09:00", "S", "Boots swapped and hem sorted ✔️", D("S", "boot|hem")),
    m("12-04 09:30", "M", "Dress tonight at 7, call 5:30. Priya, after tonight can you send me a "
      "list of anything still open for Tuesday?"),
    m("12-04 09:35", "PR", "Will do, tonight after notes", C("PR", "open|list", "12-04")),
    m("12-04 10:00", "K", "Briefed Jay last night, he's got the show file",
      D("K", "brief|jay")),
    m("12-04 10:05", "D", "Also Maya, for future shows: I'd much rather get lighting notes "
      "straight after the run, not the next morning. By morning I've forgotten what I was "
      "looking at",
      PR("D", "note")),
]
