// Added to FerretDB's SQLite backend by infra/local/ferretdb/patch-source.js when it is built.

package sqlite

import (
	"fmt"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// maxPushedIDs keeps an `_id: {$in: …}` list well under SQLite's limit of bound parameters.
const maxPushedIDs = 10000

// idWhereClause is the WHERE clause that reads, through the `_id` index, the documents a filter naming `_id` can
// match: `_id: value` or `_id: {$in: [values]}` of strings and ObjectIDs, whatever else the filter says. The handlers
// filter every document the backend returns again, so the other conditions still apply. Any other filter answers no
// clause (a scan), as before.
func idWhereClause(filter *types.Document) (string, []any) {
	occurrences := 0
	for _, key := range filter.Keys() {
		if key == "_id" {
			occurrences++
		}
	}

	if occurrences != 1 {
		return "", nil
	}

	value := must.NotFail(filter.Get("_id"))

	if isPushableID(value) {
		return fmt.Sprintf(` WHERE %s = ?`, metadata.IDColumn), []any{marshalID(value)}
	}

	operators, ok := value.(*types.Document)
	if !ok || operators.Len() != 1 || operators.Keys()[0] != "$in" {
		return "", nil
	}

	values, ok := must.NotFail(operators.Get("$in")).(*types.Array)
	if !ok || values.Len() == 0 || values.Len() > maxPushedIDs {
		return "", nil
	}

	args := make([]any, values.Len())

	for i := range values.Len() {
		id := must.NotFail(values.Get(i))
		if !isPushableID(id) {
			return "", nil
		}

		args[i] = marshalID(id)
	}

	placeholders := strings.TrimSuffix(strings.Repeat("?, ", len(args)), ", ")

	return fmt.Sprintf(` WHERE %s IN (%s)`, metadata.IDColumn, placeholders), args
}

func isPushableID(value any) bool {
	switch value.(type) {
	case string, types.ObjectID:
		return true
	default:
		return false
	}
}

func marshalID(value any) string {
	return string(must.NotFail(sjson.MarshalSingleValue(value)))
}
