#!/usr/bin/env python3
"""
The same statements behind another engine, for bench:load's comparison (issue 16): SQLite FTS5
or Xapian, answering the load mix's /api/search?... addresses with what Communique's search
answers: the first page of 20 (id, title, a snippet), the number of matches and the facets by
country, language and year.

  engine_server.py build <statements.jsonl> <dir>      builds <dir>/fts5.sqlite and <dir>/xapian
  engine_server.py serve <fts5|xapian|xapian-estimate> <dir> <port>

xapian-estimate is Xapian as it is usually run: no facets, the count estimated.
Each connection is served by a process of its own (forking), so queries use both cores as
Communique's PostgreSQL does. Loopback only. Python's standard library and Debian's
python3-xapian; nothing else.
"""
import json
import os
import re
import socketserver
import sqlite3
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer
from urllib.parse import parse_qs, urlsplit

PAGE = 20
SLOT_COUNTRY, SLOT_LANGUAGE, SLOT_YEAR, SLOT_DATE = 0, 1, 2, 3
STEMMERS = {"en": "english", "fr": "french", "es": "spanish", "ru": "russian", "ar": "arabic"}


def parse_query(q):
    """The load mix's query syntax: words, "phrases", OR between terms, -exclusions."""
    clauses, exclude = [], []
    tokens = re.findall(r'-?"[^"]*"|\S+', q)
    pending_or = False
    for token in tokens:
        if token == "OR":
            pending_or = True
            continue
        negative = token.startswith("-") and len(token) > 1
        text = token[1:] if negative else token
        phrase = text.startswith('"')
        term = ("phrase" if phrase else "word", text.strip('"'))
        if not term[1]:
            continue
        if negative:
            exclude.append(term)
        elif pending_or and clauses:
            clauses[-1].append(term)
        else:
            clauses.append([term])
        pending_or = False
    return clauses, exclude


def fts5_term(term):
    words = re.findall(r"\w+", term[1])
    return '"' + " ".join(words) + '"' if words else None


def fts5_match(q):
    clauses, exclude = parse_query(q)
    parts = []
    for clause in clauses:
        terms = [t for t in (fts5_term(t) for t in clause) if t]
        if terms:
            parts.append("(" + " OR ".join(terms) + ")")
    if not parts:
        return None
    match = " AND ".join(parts)
    excluded = [t for t in (fts5_term(t) for t in exclude) if t]
    if excluded:
        match = "(" + match + ") NOT (" + " OR ".join(excluded) + ")"
    return match


def filters_sql(params):
    where, args = [], []
    countries = params.get("country", [])
    if countries:
        where.append("m.country IN (%s)" % ",".join("?" * len(countries)))
        args += countries
    for name, condition in (
        ("group", 'm."group" = ?'),
        ("language", "m.language = ?"),
        ("from", "m.date >= ?"),
        ("to", "m.date <= ?"),
    ):
        if params.get(name):
            where.append(condition)
            args.append(params[name][0])
    return where, args


class Fts5:
    def __init__(self, directory):
        self.db = sqlite3.connect(os.path.join(directory, "fts5.sqlite"))

    def search(self, params):
        q = params.get("q", [""])[0]
        where, args = filters_sql(params)
        match = fts5_match(q) if q.strip() else None
        page = int(params.get("page", ["1"])[0])
        sort = params.get("sort", ["relevance"])[0]
        if match:
            base = "FROM fts JOIN meta m ON m.rowid = fts.rowid WHERE fts MATCH ?"
            base_args = [match] + args
        else:
            base = "FROM meta m WHERE 1"
            base_args = args
        cond = "".join(" AND " + w for w in where)
        facets = self.db.execute(
            f"SELECT m.country, m.language, m.year, count(*) {base}{cond} GROUP BY 1, 2, 3", base_args
        ).fetchall()
        order = {
            "recent": "m.date DESC",
            "oldest": "m.date ASC",
        }.get(sort, "bm25(fts)" if match else "m.date DESC")
        snippet = "snippet(fts, 1, '<mark>', '</mark>', '…', 24)" if match else "substr(m.rowid, 1, 0)"
        rows = self.db.execute(
            f"SELECT m.id, m.title, {snippet} {base}{cond} ORDER BY {order} LIMIT {PAGE} OFFSET ?",
            base_args + [(page - 1) * PAGE],
        ).fetchall()
        return shape(rows, facets)


class Xapian:
    def __init__(self, directory, exact):
        import xapian

        self.x = xapian
        self.db = xapian.Database(os.path.join(directory, "xapian"))
        self.exact = exact

    def query(self, q):
        x = self.x
        parser = x.QueryParser()
        parser.set_database(self.db)
        parser.set_stemmer(x.Stem("english"))
        parser.set_stemming_strategy(x.QueryParser.STEM_SOME)
        parser.set_default_op(x.Query.OP_AND)
        flags = (
            x.QueryParser.FLAG_PHRASE
            | x.QueryParser.FLAG_BOOLEAN
            | x.QueryParser.FLAG_LOVEHATE
            | x.QueryParser.FLAG_CJK_NGRAM
        )
        return parser.parse_query(q, flags)

    def search(self, params):
        x = self.x
        q = params.get("q", [""])[0]
        query = self.query(q) if q.strip() else x.Query.MatchAll
        filters = []
        countries = params.get("country", [])
        if countries:
            filters.append(x.Query(x.Query.OP_OR, ["XC" + c for c in countries]))
        if params.get("group"):
            filters.append(x.Query("XG" + params["group"][0]))
        if params.get("language"):
            filters.append(x.Query("XL" + params["language"][0]))
        if params.get("from") or params.get("to"):
            start = params.get("from", ["0000-00-00"])[0]
            end = params.get("to", ["9999-99-99"])[0]
            filters.append(x.Query(x.Query.OP_VALUE_RANGE, SLOT_DATE, start, end))
        for f in filters:
            query = x.Query(x.Query.OP_FILTER, query, f)
        enquire = x.Enquire(self.db)
        enquire.set_query(query)
        sort = params.get("sort", ["relevance"])[0]
        if sort in ("recent", "oldest") or not q.strip():
            enquire.set_sort_by_value(SLOT_DATE, sort != "oldest")
        spies = []
        if self.exact:
            for slot in (SLOT_COUNTRY, SLOT_LANGUAGE, SLOT_YEAR):
                spy = x.ValueCountMatchSpy(slot)
                enquire.add_matchspy(spy)
                spies.append(spy)
        page = int(params.get("page", ["1"])[0])
        checkatleast = self.db.get_doccount() if self.exact else 0
        mset = enquire.get_mset((page - 1) * PAGE, PAGE, checkatleast)
        rows = []
        for match in mset:
            doc = json.loads(match.document.get_data())
            snippet = mset.snippet(doc["body"], 200, self.x.Stem("english"))
            rows.append((doc["id"], doc["title"], snippet.decode() if isinstance(snippet, bytes) else snippet))
        if self.exact:
            facets = {
                name: {item.term.decode(): item.termfreq for item in spy.values()}
                for name, spy in zip(("countries", "languages", "years"), spies)
            }
            return {"total": mset.get_matches_estimated(), "results": rows_json(rows), "facets": facets}
        return {"total": mset.get_matches_estimated(), "results": rows_json(rows)}


def rows_json(rows):
    return [{"id": r[0], "title": r[1], "snippet": r[2]} for r in rows]


def shape(rows, facets):
    countries, languages, years = {}, {}, {}
    total = 0
    for country, language, year, n in facets:
        countries[country] = countries.get(country, 0) + n
        languages[language] = languages.get(language, 0) + n
        years[year] = years.get(year, 0) + n
        total += n
    return {
        "total": total,
        "results": rows_json(rows),
        "facets": {"countries": countries, "languages": languages, "years": years},
    }


def build(jsonl, directory):
    os.makedirs(directory, exist_ok=True)
    path = os.path.join(directory, "fts5.sqlite")
    if os.path.exists(path):
        os.remove(path)
    db = sqlite3.connect(path)
    db.execute(
        'CREATE TABLE meta (rowid INTEGER PRIMARY KEY, id TEXT, title TEXT, country TEXT, "group" TEXT, language TEXT, date TEXT, year INTEGER)'
    )
    db.execute("CREATE VIRTUAL TABLE fts USING fts5(title, body, tokenize='porter unicode61 remove_diacritics 2')")
    import xapian

    xdb = xapian.WritableDatabase(os.path.join(directory, "xapian"), xapian.DB_CREATE_OR_OVERWRITE)
    indexer = xapian.TermGenerator()
    indexer.set_flags(xapian.TermGenerator.FLAG_CJK_NGRAM)
    count = 0
    with open(jsonl, encoding="utf-8") as lines:
        for rowid, line in enumerate(lines, 1):
            s = json.loads(line)
            db.execute(
                "INSERT INTO meta VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (rowid, s["id"], s["title"], s["country"], s["group"], s["language"], s["date"], int(s["date"][:4])),
            )
            db.execute("INSERT INTO fts (rowid, title, body) VALUES (?, ?, ?)", (rowid, s["title"], s["body"]))
            doc = xapian.Document()
            indexer.set_document(doc)
            indexer.set_stemmer(xapian.Stem(STEMMERS.get(s["language"], "none")))
            indexer.index_text(s["title"], 10)
            indexer.index_text(s["body"])
            for prefix, value in (("XC", s["country"]), ("XG", s["group"]), ("XL", s["language"])):
                doc.add_boolean_term(prefix + value)
            doc.add_value(SLOT_COUNTRY, s["country"])
            doc.add_value(SLOT_LANGUAGE, s["language"])
            doc.add_value(SLOT_YEAR, s["date"][:4])
            doc.add_value(SLOT_DATE, s["date"])
            doc.set_data(json.dumps({"id": s["id"], "title": s["title"], "body": s["body"]}))
            xdb.add_document(doc)
            count += 1
    db.execute("CREATE INDEX meta_date ON meta (date)")
    db.commit()
    db.execute("INSERT INTO fts (fts) VALUES ('optimize')")
    db.commit()
    xdb.commit()
    print(f"built {count} statements", flush=True)


class ForkingServer(socketserver.ForkingMixIn, HTTPServer):
    max_children = 512

    def handle_error(self, request, client_address):
        # The load generator closes its connections when its time is up, mid-answer.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(kind, directory, port):
    engine = None

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self):
            nonlocal engine
            url = urlsplit(self.path)
            if url.path == "/healthz":
                body = b'{"status":"ok"}'
            elif url.path == "/api/search":
                # Opened once per process (each connection is one), as a pool's connection would be.
                if engine is None:
                    engine = Fts5(directory) if kind == "fts5" else Xapian(directory, kind == "xapian")
                try:
                    body = json.dumps(engine.search(parse_qs(url.query))).encode()
                except Exception as error:  # answered, so that a failure is counted, not a time-out
                    self.send_error(500, str(error)[:200])
                    return
            else:
                self.send_error(404)
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = ForkingServer(("127.0.0.1", port), Handler)
    print(f"listening on {port}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    if sys.argv[1] == "build":
        build(sys.argv[2], sys.argv[3])
    else:
        serve(sys.argv[2], sys.argv[3], int(sys.argv[4]))
