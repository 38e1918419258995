// Added to FerretDB's SQLite backend by infra/local/ferretdb/patch-source.js when it is built.

package sqlite

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/handler/sjson"
	"github.com/FerretDB/FerretDB/internal/types"
	"github.com/FerretDB/FerretDB/internal/util/must"
)

// maxPushedValues keeps an `$in` list well under SQLite's limit of bound parameters.
const maxPushedValues = 10000

// pushableField is a top-level field whose name can be written into the SQL as it is.
var pushableField = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)

// maxExpandedFields is how many string conditions are written as alternatives an index can seek (2^n of them).
const maxExpandedFields = 3

// stringCondition is one field's test on the stored JSON: its string values, or an array (MongoDB matches an array by
// its elements; an array's JSON lies in ['[', '\'), which the same index answers).
type stringCondition struct {
	scalar string
	array  string
	args   []any
}

func (c stringCondition) either() string {
	return fmt.Sprintf(`(%s OR %s)`, c.scalar, c.array)
}

// filterWhereClause is the WHERE clause that narrows, in SQLite, the documents a filter can match, so that FerretDB
// decodes only those: `_id` (a value or `$in` of strings and ObjectIDs) reads through the `_id` index; every other
// top-level field compared with a string (a value or `$in` of strings) is tested on the stored JSON. The handlers
// filter every document the backend returns again, so a clause only has to keep every match: a field holding an
// array is kept whatever its elements, and any other condition answers no clause (a scan), as before.
func filterWhereClause(filter *types.Document) (string, []any) {
	if filter == nil {
		return "", nil
	}

	seen := map[string]int{}
	for _, key := range filter.Keys() {
		seen[key]++
	}

	var conditions []string
	var args []any
	var stringConds []stringCondition

	for _, key := range filter.Keys() {
		if seen[key] != 1 {
			continue
		}

		value := must.NotFail(filter.Get(key))

		if key == "_id" {
			values, ok := pushableValues(value, isPushableID)
			if !ok {
				continue
			}

			conditions = append(conditions, fmt.Sprintf(`%s IN (%s)`, metadata.IDColumn, placeholders(len(values))))
			args = append(args, values...)

			continue
		}

		if !pushableField.MatchString(key) {
			continue
		}

		values, ok := pushableValues(value, isString)
		if !ok {
			continue
		}

		// The expression of FerretDB's indexes (`->"key"`), so an index led by the field is used.
		column := fmt.Sprintf(`%s->'%s'`, metadata.DefaultColumn, key)
		stringConds = append(stringConds, stringCondition{
			scalar: fmt.Sprintf(`%s IN (%s)`, column, placeholders(len(values))),
			array:  fmt.Sprintf(`(%s >= '[' AND %s < '\')`, column, column),
			args:   values,
		})
	}

	expanded, rest := expandable(stringConds)
	if len(expanded) > 0 {
		where, whereArgs := alternatives(expanded)
		conditions = append(conditions, where)
		args = append(args, whereArgs...)
	}

	for _, c := range rest {
		conditions = append(conditions, c.either())
		args = append(args, c.args...)
	}

	if len(conditions) == 0 {
		return "", nil
	}

	return ` WHERE ` + strings.Join(conditions, ` AND `), args
}

// expandable splits the conditions written as alternatives from the rest: the first maxExpandedFields, unless their
// values, repeated in every alternative, would come near SQLite's limit of bound parameters.
func expandable(conditions []stringCondition) ([]stringCondition, []stringCondition) {
	n := min(len(conditions), maxExpandedFields)
	if n < 2 {
		return nil, conditions
	}

	count := 0
	for _, c := range conditions[:n] {
		count += len(c.args)
	}

	if count<<(n-1) > maxPushedValues {
		return nil, conditions
	}

	return conditions[:n], conditions[n:]
}

// alternatives writes `(A1 OR B1) AND (A2 OR B2) ...` as the equal `(A1 AND A2) OR (A1 AND B2) OR ...`. SQLite seeks an
// index on several of its columns only for conditions joined by AND: in the first form it can use the first column
// alone, and reads every document of, say, a company to find one schedule's.
func alternatives(conditions []stringCondition) (string, []any) {
	var terms []string
	var args []any

	for mask := 0; mask < 1<<len(conditions); mask++ {
		parts := make([]string, len(conditions))

		for i, c := range conditions {
			if mask&(1<<i) != 0 {
				parts[i] = c.array
				continue
			}

			parts[i] = c.scalar
			args = append(args, c.args...)
		}

		terms = append(terms, `(`+strings.Join(parts, ` AND `)+`)`)
	}

	return `(` + strings.Join(terms, ` OR `) + `)`, args
}

// pushableValues are the encoded values a field equals: its value, or its `$in` list, when each passes `pushable`.
func pushableValues(value any, pushable func(any) bool) ([]any, bool) {
	if pushable(value) {
		return []any{marshalValue(value)}, true
	}

	operators, ok := value.(*types.Document)
	if !ok || operators.Len() != 1 || operators.Keys()[0] != "$in" {
		return nil, false
	}

	list, ok := must.NotFail(operators.Get("$in")).(*types.Array)
	if !ok || list.Len() == 0 || list.Len() > maxPushedValues {
		return nil, false
	}

	values := make([]any, list.Len())

	for i := range list.Len() {
		item := must.NotFail(list.Get(i))
		if !pushable(item) {
			return nil, false
		}

		values[i] = marshalValue(item)
	}

	return values, true
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?, ", n), ", ")
}

func isPushableID(value any) bool {
	switch value.(type) {
	case string, types.ObjectID:
		return true
	default:
		return false
	}
}

func isString(value any) bool {
	_, ok := value.(string)
	return ok
}

func marshalValue(value any) string {
	return string(must.NotFail(sjson.MarshalSingleValue(value)))
}
