#!/usr/bin/env python3
"""Validate exports/*/result.json and questions.json; print counts."""
import json, os, glob, calendar, datetime as dt, collections, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
err = []
chats = {}
for p in sorted(glob.glob(os.path.join(ROOT, 'exports', '*', 'result.json'))):
    slug = os.path.basename(os.path.dirname(p))
    d = json.load(open(p, encoding='utf-8'))
    msgs = d['messages']
    prev_id, prev_ts = 0, -1
    ids = {}
    for m in msgs:
        if not (isinstance(m['id'], int) and m['id'] > prev_id):
            err.append(f'{slug}: id order at {m["id"]}')
        ts = int(m['date_unixtime'])
        t = dt.datetime.strptime(m['date'], '%Y-%m-%dT%H:%M:%S')
        if calendar.timegm(t.timetuple()) != ts:
            err.append(f'{slug}: unixtime mismatch at {m["id"]}')
        if ts < prev_ts:
            err.append(f'{slug}: date goes back at {m["id"]}')
        if 'reply_to_message_id' in m and m['reply_to_message_id'] not in ids:
            err.append(f'{slug}: bad reply at {m["id"]}')
        if m['type'] == 'message':
            txt = m['text']
            if isinstance(txt, list):
                txt = ''.join(x if isinstance(x, str) else x['text'] for x in txt)
            if not txt.strip():
                err.append(f'{slug}: empty text at {m["id"]}')
        prev_id, prev_ts = m['id'], ts
        ids[m['id']] = m
    chats[slug] = ids
    months = sorted({m['date'][:7] for m in msgs})
    days = sorted({m['date'][:10] for m in msgs})
    senders = collections.Counter(m.get('from') for m in msgs if m['type'] == 'message')
    print(f'{slug}: {len(msgs)} messages, {msgs[0]["date"][:10]}..{msgs[-1]["date"][:10]}, '
          f'{len(months)} months, {len(days)} active days, senders {dict(senders)}')

qs = json.load(open(os.path.join(ROOT, 'questions.json'), encoding='utf-8'))
seen = set()
for q in qs:
    if q['id'] in seen: err.append(f'dup question id {q["id"]}')
    seen.add(q['id'])
    for k in ('id', 'lang', 'question', 'today', 'answer', 'evidence', 'kind'):
        if k not in q or q[k] is None: err.append(f'{q["id"]}: missing {k}')
    today = dt.date.fromisoformat(q['today'])
    if q['kind'] == 'absent':
        if q['evidence'] or q['answer'] != 'not in the chats':
            err.append(f'{q["id"]}: absent with evidence')
    elif not 1 <= len(q['evidence']) <= 4:
        err.append(f'{q["id"]}: evidence size {len(q["evidence"])}')
    for e in q['evidence']:
        m = chats.get(e['chat'], {}).get(e['message'])
        if m is None:
            err.append(f'{q["id"]}: missing evidence {e}'); continue
        if dt.date.fromisoformat(m['date'][:10]) >= today:
            err.append(f'{q["id"]}: today not after evidence {e}')
print('questions:', len(qs))
print(' by kind:', dict(collections.Counter(q['kind'] for q in qs)))
print(' by lang:', dict(collections.Counter(q['lang'] for q in qs)))
print(' by kind/lang:', dict(collections.Counter((q['kind'], q['lang']) for q in qs)))
# people notes
names = set()
for p in glob.glob(os.path.join(ROOT, 'vault', 'People', '*.md')):
    t = open(p, encoding='utf-8').read()
    names.add(os.path.basename(p)[:-3])
    m = re.search(r'aliases: \[(.*)\]', t)
    names |= {a.strip() for a in m.group(1).split(',')}
unmatched = {m.get('from') for c in chats.values() for m in c.values() if m['type'] == 'message'} - names
print('sender names not a note title/alias:', sorted(unmatched))
print('ERRORS:', err if err else 'none')
sys.exit(1 if err else 0)
