#!/usr/bin/env python3
"""Build exports/<slug>/result.json and questions.json from the hand-written
sources in src/ (chat_*.txt and questions.txt). Labels (@name) on messages are
resolved to message ids for the evidence lists."""
import json, re, os, random, calendar, datetime as dt, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

PEOPLE = {  # code -> from_id
    'IS': 'user1001', 'TB': 'user1002', 'DV': 'user1003', 'OP': 'user1004',
    'PN': 'user1005', 'ML': 'user1006', 'KO': 'user1007', 'AK': 'user1008',
    'LS': 'user1009',
}
CHATS = {
    'backend-team': dict(name='Бэкенд', type='private_group', id=4455667788,
        names={'IS': 'Ирина Соколова', 'TB': 'Tom Becker', 'DV': 'Дима Волков',
               'OP': 'Олег Петренко', 'AK': 'Настя Ким', 'LS': 'Lukas Schmidt'}),
    'orbit-launch': dict(name='Orbit 2.0 launch', type='private_group', id=4455667901,
        names={'IS': 'Irina Sokolova', 'TB': 'Tom Becker', 'DV': 'Dmitry Volkov',
               'OP': 'Oleg Petrenko', 'PN': 'Priya Nair', 'ML': 'Maria Lebedeva',
               'KO': "Kevin O'Brien", 'LS': 'Lukas Schmidt'}),
    'team-general': dict(name='Team / Общий', type='private_supergroup', id=4455668120,
        names={'IS': 'Ирина Соколова', 'TB': 'Tom Becker', 'DV': 'Dmitry Volkov',
               'OP': 'Олег Петренко', 'PN': 'Priya Nair', 'ML': 'Маша Лебедева',
               'KO': "Kev O'Brien", 'AK': 'Анастасия Ким', 'LS': 'Lukas Schmidt'}),
}
LINE = re.compile(r'^(\d\d):(\d\d)\s+([A-Z]{2})((?:\s+[@^][\w\-]+)*)\s*\|\s?(.*)$')
LINK = re.compile(r'<<(.+?)>>')

def text_value(t):
    if '<<' not in t:
        return t
    parts, pos = [], 0
    for m in LINK.finditer(t):
        if m.start() > pos:
            parts.append(t[pos:m.start()])
        parts.append({'type': 'link', 'text': m.group(1)})
        pos = m.end()
    if pos < len(t):
        parts.append(t[pos:])
    return parts

def parse_file(path, slug):
    entries = []
    day = None
    if not os.path.exists(path):
        return entries
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            if not line.strip() or line.startswith('//'):
                continue
            if line.startswith('# '):
                day = dt.date.fromisoformat(line[2:].strip())
                continue
            if line.startswith('JOIN '):
                _, hm, actor, member = line.split(' ', 3)
                h, m = map(int, hm.split(':'))
                entries.append(dict(kind='join', day=day, h=h, m=m, who=actor, member=member,
                                    labels=[], reply=None, where=f'{path}:{n}'))
                continue
            m = LINE.match(line)
            if not m:
                sys.exit(f'{path}:{n}: bad line: {line!r}')
            h, mi, who, tags, text = m.groups()
            e = dict(kind='msg', day=day, h=int(h), m=int(mi), who=who, text=text,
                     labels=[], reply=None, where=f'{path}:{n}')
            for tag in tags.split():
                if tag.startswith('@'):
                    e['labels'].append(tag[1:])
                elif tag.startswith('^'):
                    ref = tag[1:]
                    if re.fullmatch(r'-\d+', ref):
                        e['reply'] = entries[len(entries) + int(ref)]
                    else:
                        e['reply'] = ref
            entries.append(e)
    return entries

def build_chat(slug):
    cfg = CHATS[slug]
    rnd = random.Random(slug)
    entries = parse_file(os.path.join(HERE, f'chat_{slug}.txt'), slug)
    entries += parse_file(os.path.join(HERE, f'chat_{slug}.extra.txt'), slug)
    entries.sort(key=lambda e: (e['day'], e['h'], e['m']))
    labels = {}
    for i, e in enumerate(entries, 1):
        e['id'] = i
        for lab in e['labels']:
            if lab in labels:
                sys.exit(f"{e['where']}: duplicate label {lab}")
            labels[lab] = i
    msgs, last_ts = [], 0
    for e in entries:
        day = e['day']
        ts = calendar.timegm((day.year, day.month, day.day, e['h'], e['m'], rnd.randint(0, 59)))
        if ts <= last_ts:
            ts = last_ts + rnd.randint(4, 40)
        last_ts = ts
        d = dt.datetime.utcfromtimestamp(ts)
        base = {'id': e['id'], 'type': 'message' if e['kind'] == 'msg' else 'service',
                'date': d.strftime('%Y-%m-%dT%H:%M:%S'), 'date_unixtime': str(ts)}
        if e['kind'] == 'join':
            base.update({'actor': cfg['names'][e['who']], 'actor_id': PEOPLE[e['who']],
                         'action': 'invite_members', 'members': [e['member']], 'text': ''})
            msgs.append(base); continue
        base.update({'from': cfg['names'][e['who']], 'from_id': PEOPLE[e['who']],
                     'text': text_value(e['text'])})
        r = e['reply']
        if r is not None:
            if isinstance(r, str):
                if r not in labels:
                    sys.exit(f"{e['where']}: unknown reply label {r}")
                base['reply_to_message_id'] = labels[r]
            else:
                base['reply_to_message_id'] = r['id']
            if base['reply_to_message_id'] >= e['id']:
                sys.exit(f"{e['where']}: reply to a later message")
        msgs.append(base)
    out = {'name': cfg['name'], 'type': cfg['type'], 'id': cfg['id'], 'messages': msgs}
    os.makedirs(os.path.join(ROOT, 'exports', slug), exist_ok=True)
    with open(os.path.join(ROOT, 'exports', slug, 'result.json'), 'w', encoding='utf-8') as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    return msgs, labels

def build_questions(all_labels):
    qs = []
    cur = None
    with open(os.path.join(HERE, 'questions.txt'), encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.rstrip('\n')
            if not line.strip() or line.startswith('//'):
                continue
            key, _, val = line.partition(':')
            key = key.strip(); val = val.strip()
            if key == 'id':
                cur = {'id': val}; qs.append(cur)
            elif key in ('lang', 'question', 'today', 'answer', 'kind'):
                cur[key] = val
            elif key == 'evidence':
                ev = []
                for ref in val.split():
                    slug, lab = ref.split('/')
                    if lab not in all_labels[slug]:
                        sys.exit(f'questions:{n}: unknown label {ref}')
                    ev.append({'chat': slug, 'message': all_labels[slug][lab]})
                cur['evidence'] = ev
            else:
                sys.exit(f'questions:{n}: bad key {key}')
    order = ['id', 'lang', 'question', 'today', 'answer', 'evidence', 'kind']
    qs = [{k: q.get(k, [] if k == 'evidence' else None) for k in order} for q in qs]
    with open(os.path.join(ROOT, 'questions.json'), 'w', encoding='utf-8') as f:
        json.dump(qs, f, ensure_ascii=False, indent=1)
    return qs

if __name__ == '__main__':
    labels = {}
    for slug in CHATS:
        if os.path.exists(os.path.join(HERE, f'chat_{slug}.txt')):
            msgs, labels[slug] = build_chat(slug)
            print(slug, len(msgs), msgs[0]['date'][:10], msgs[-1]['date'][:10])
    if os.path.exists(os.path.join(HERE, 'questions.txt')):
        qs = build_questions(labels)
        print('questions', len(qs))
