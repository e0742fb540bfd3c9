"""More ways to say a state (issue 10, session 8), for statement_context's patterns.

A trip: «я в Самаре до четверга», "I'm in Porto until Friday", «на выставке в Самаре»,
"at a workshop in Porto" — the city word must be in the text and the clause must say
when (a date or a range): "I'm in Porto" alone, "I'm in Zoom until 3" are none. A
leave booked or extended: "booked my holiday, Dec 8-19", «больничный продлили до
среды» — with a date too. An absence: «сегодня не выйду», "not coming in today", with
its reason when the next clause is one («…, заболела»).
"""

from __future__ import annotations

import re

# capitalised words after "in" / «в» that are tools and apps, not places
NOT_PLACE = (
    r"(?!(?:zoom|slack|teams|jira|figma|notion|telegram|whatsapp|google|meet|github|gitlab"
    r"|confluence|excel|miro|trello|asana|outlook|chrome|docs|sheets|linear|loom|discord"
    r"|зум\w*|слак\w*|телег\w*|гугл\w*|джир\w*|фигм\w*|ноушн\w*|эксел\w*|миро|вотсап\w*"
    r"|ватсап\w*)(?!\w))"
)
_CITY = rf"{NOT_PLACE}(?-i:[A-ZА-ЯЁ][a-zа-яё][\w-]*)"
# what one does away from the office («на выставке в Самаре», "at a workshop in Porto")
_ACTIVITY = (
    r"(?:на\s+(?:[\w-]+\s+)?(?:конференции|проекте|объекте|выезде|выставке|форуме|семинаре"
    r"|складе|заводе|производстве|стройке"  # a workplace away from one's desk
    r"|тренинге|обучении|съ[её]мках|фестивале|площадке|сборах|стажировке)\s+"
    r"|at\s+(?:a|an|the)\s+(?:[\w-]+\s+)?(?:conference|workshop|offsite|off-site|summit"
    r"|warehouse|plant|factory"
    r"|trade\s+show|meetup|client|customer|training|bootcamp)\s+|on\s+site\s+"
    r"|on\s+(?:a|another|the)\s+(?:[\w-]+\s+)?project\s+)"
)
TRIP_WORDS = rf"{_ACTIVITY}?(?:в|во|in)\s+{_CITY}"
TRIP = rf"(?P<trip>(?P<activity>{_ACTIVITY})?(?:в|во|in)\s+{_CITY})"
# «в Москве до пятницы холодно» is the weather: a bare city needs «я» / "I'm" said
SELF = re.compile(r"(?:i'm|i’m|i am|i'll be|i’ll be|i will be|я|буду)(?!\w)", re.IGNORECASE)
# a leave taken or booked ("booked my holiday", «оформила отпуск»), needing its dates
BOOKED = (
    r"(?P<booked>(?:(?:finally|just|already|наконец|уже)\s+)?(?:booked|took|taken|got"
    r"|scheduled|взял[аи]?|оформил[аи]?|согласовал[аи]?|подписал[аи]?)\s+(?:my\s+|a\s+|the\s+"
    r"|some\s+)?(?:vacation|holidays?|leave|time\s+off|pto|days\s+off|отпуск|отгул\w*))"
)
# a leave made longer: «больничный продлили до среды», "my sick leave got extended"
EXTENDED = (
    r"(?P<extended>(?:(?:врач|доктор)\s+)?(?:мне\s+)?(?:продлил[аи]?|продлевают|продлевает)"
    r"\s+(?:мне\s+)?(?:больничный|отпуск)|(?:больничный|отпуск)\s+(?:мне\s+)?(?:продлили"
    r"|продлил[аи]?|продл[её]н)|(?:my\s+)?(?:sick\s+leave|leave|vacation)\s+(?:got\s+|was\s+"
    r"|has\s+been\s+|is\s+)?extended|(?:the\s+doctor\s+)?extended\s+my\s+(?:sick\s+leave|leave))"
)
# away from work for the day: «сегодня не выйду», «меня не будет в понедельник», "not coming in"
ABSENT_WORDS = (  # not «не приду на обед», "not coming in on this deal": away from work only
    r"(?:не\s+(?:выйду|выхожу|приду)(?:\s+(?:на\s+(?:работу|смену)|в\s+офис)|(?!\s+(?:на|к|ко"
    r"|в|во)\s))|меня\s+(?:[\w-]+\s+){0,4}?не\s+будет|(?:not|won't|won’t)\s+(?:be\s+)?coming\s+in(?:\s+to\s+"
    r"(?:work|the\s+office))?(?!\s+on\s+(?!(?:mon|tue|wed|thu|fri)\w*)))"
)
ABSENT = rf"(?P<absent>{ABSENT_WORDS})"
# on the way somewhere («завтра весь день в дороге», "on the road tomorrow"), with a date
TRANSIT_WORDS = (  # a state that needs its day said
    r"(?:on\s+(?:a|the)\s+(?:plane|train|road)|in\s+transit|в\s+дороге|в\s+пути"
    r"|в\s+самол[её]те|в\s+поезде)"
)
# a shift for a while («на этой неделе в ночную смену», "on the late shift until Friday")
TRANSIT_WORDS += (
    r"|on\s+(?:the\s+)?(?:early|late|night|day|evening|morning|weekend)\s+shifts?|on\s+nights"
    r"|(?:в|на)\s+(?:ночную|дневную|вечернюю|утреннюю|ночной|вечерней|утренней)\s+смен\w*"
)
TRANSIT = rf"(?P<transit>{TRANSIT_WORDS})"
NEEDS_DATE = ("trip", "booked", "extended", "transit")

_REASON = re.compile(  # «…, заболела», "…, feeling sick": why one is away, said next
    r"^(?:(?:я\s+)?(?:за|при)болел[аи]?|болею|простыл[аи]?|температура(?:\s+\d+)?"
    r"|(?:i'm|i’m|i am|feeling)\s+(?:sick|ill|unwell)|sick|ill|unwell|(?:у\s+меня|беру)\s+отгул"
    r"|(?:i'm|i’m)\s+taking\s+(?:a|the)\s+day\s+off|day\s+off"
    # family or personal matters, a family event («свадьба у сестры», "family stuff")
    r"|(?:по\s+)?(?:семейн|личн)\w+\s+(?:обстоятельств\w*|дел\w*)|семейное"
    r"|(?:свадьба|похороны|wedding|funeral)(?:\s+[\w'’-]+){0,3}"
    r"|(?:family|personal)\s+(?:stuff|matters?|reasons|emergency|things?)|personal\s+day"
    # an appointment one must go to: a doctor, a clinic, an office of the state
    r"|(?:(?:я\s+)?записан[аы]?\s+)?(?:в|во|к|ко)\s+(?:поликлинику|больницу|врачу|доктору"
    r"|стоматологу|зубному|посольство|консульство|налоговую|мфц)(?:\s+записан[аы]?)?"
    r"|(?:(?:i\s+have\s+)?(?:a|an|the|my)\s+)?(?:doctor'?s?|dentist'?s?|medical|hospital"
    r"|clinic|vet|visa|embassy)(?:\s+appointment)?)(?=\s*(?:$|[^\w\s]))",
    re.IGNORECASE,
)


def reason(rest: str) -> str | None:
    """The reason said in the clause after an absence, if that is all it says."""
    said = rest.lstrip(" ,—-")
    found = _REASON.match(said)
    return found.group(0) if found else None
