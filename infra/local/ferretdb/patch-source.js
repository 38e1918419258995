#!/usr/bin/env node
// Patches a copy of FerretDB's source before it is built (usage: patch-source.js <source dir>).
//
// FerretDB 1.24's SQLite backend indexes `_id` as `_ferretdb_sjson->"_id"` but queries it as
// `_ferretdb_sjson->'$._id'`; SQLite uses an expression index only for the same expression, so every read, update and
// delete by `_id` scanned the whole collection (400 ms per update at 30,000 documents). The patch queries `_id` with
// the index's expression, and reads through the index any filter naming `_id` (with the company, or as `$in`), not
// only a lone `_id`. Any other top-level field compared with a string is tested in SQLite on the stored JSON, so
// FerretDB decodes only the documents that can match (a read by project and schedule decoded the whole collection:
// 3 s at 30,000 documents). An update command also gives back each update's connection once it is applied: it kept them all
// to its end, so a command of more than 100 updates (the pool's size) waited forever. Each replacement must match once, so a changed upstream fails the build loudly.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const source = process.argv[2];
if (!source) {
  console.error('usage: patch-source.js <FerretDB source dir>');
  process.exit(2);
}
const sqliteDir = path.join(source, 'internal/backends/sqlite');

const queryPushdown = `	if params.Filter.Len() == 1 {
		v, _ := params.Filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			whereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)
			args = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}
		}
	}
`;
const explainPushdown = `	if params.Filter.Len() == 1 {
		v, _ := params.Filter.Get("_id")
		switch v.(type) {
		case string, types.ObjectID:
			filterPushdown = true
			whereClause = fmt.Sprintf(\` WHERE %s = ?\`, metadata.IDColumn)
			args = []any{string(must.NotFail(sjson.MarshalSingleValue(v)))}
		}
	}
`;

const patches = [
  {
    file: 'metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: `IDColumn = DefaultColumn + "->'_id'"`,
  },
  { file: 'collection.go', from: queryPushdown, to: '\twhereClause, args = filterWhereClause(params.Filter)\n' },
  { file: 'collection.go', from: explainPushdown, to: '\twhereClause, args = filterWhereClause(params.Filter)\n\tfilterPushdown = whereClause != ""\n' },
  {
    file: '../../handler/msg_update.go',
    from: '\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n',
    to: '\t\tresult, err := common.UpdateDocument(ctx, c, "update", iter, &u)\n\t\tcloser.Close() // the query\'s pooled connection, now: deferred, 100 updates in one command held the whole pool\n',
  },
];

for (const { file, from, to } of patches) {
  const target = path.join(sqliteDir, file);
  const text = fs.readFileSync(target, 'utf8');
  const found = text.split(from).length - 1;
  if (found !== 1) {
    console.error(`patch-source: expected one match in ${file}, found ${found}: ${from.split('\n')[0].trim()}`);
    process.exit(1);
  }
  fs.writeFileSync(target, text.replace(from, () => to));
}
fs.copyFileSync(path.join(__dirname, 'filter_pushdown.go'), path.join(sqliteDir, 'filter_pushdown.go'));
console.log('patch-source: FerretDB reads _id through its index and narrows filters on strings in SQLite');
