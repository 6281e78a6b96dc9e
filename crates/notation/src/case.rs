//! One case as a format reads it: its named numbers, words, lists and rows. Counts are not
//! stored: a count is the length of what it counts, so a case cannot disagree with itself.

use std::cell::Cell;
use std::fmt;

thread_local! {
    /// The problem whose spec runs on this thread, for a mistake in it to name its file.
    static SPEC: Cell<Option<&'static str>> = const { Cell::new(None) };
}

/// Notes that the spec of the problem `name` runs next on this thread (see [`Case::get`]).
pub fn entering_spec(name: &'static str) {
    SPEC.with(|current| current.set(Some(name)));
}

/// What a spec's mistake in a field's name says after the spec's file.
pub const FIELD_MISTAKE: &str = ": a case has no field `";

/// What a spec's mistake in a field's kind (a group read as a number) says after its file.
pub const KIND_MISTAKE: &str = ": a case's field `";

/// The value of one name of a case.
#[derive(Clone, PartialEq, Eq, Hash)]
pub enum Value {
    Number(u64),
    List(Vec<u64>),
    Word(String),
    Rows(Vec<Case>),
}

/// One case: its values in the layout's order, each with its name.
#[derive(Clone, Default, PartialEq, Eq, Hash)]
pub struct Case {
    pub fields: Vec<(&'static str, Value)>,
}

impl Case {
    /// A case of named numbers: `Case::numbers(&[("n", 23), ("m", 2)])`.
    pub fn numbers(values: &[(&'static str, u64)]) -> Case {
        let fields = values.iter().map(|&(n, v)| (n, Value::Number(v)));
        Case {
            fields: fields.collect(),
        }
    }

    /// A case of one list: `Case::list_of("a", vec![1, 2, 3])`.
    pub fn list_of(name: &'static str, values: Vec<u64>) -> Case {
        Case {
            fields: vec![(name, Value::List(values))],
        }
    }

    /// The value called `name`.
    ///
    /// # Panics
    /// If the case has no such name: the spec and its format disagree. The message is one line
    /// naming the spec's file (when a spec runs) and the names the case has.
    pub fn get(&self, name: &str) -> &Value {
        let field = self.fields.iter().find(|(n, _)| *n == name);
        &field.unwrap_or_else(|| self.no_field(name)).1
    }

    fn no_field(&self, name: &str) -> ! {
        let names: Vec<&str> = self.fields.iter().map(|(n, _)| *n).collect();
        // A name of the FORMAT inside a group is a field of each row, not of the case.
        let group = self.fields.iter().find_map(|(group, value)| match value {
            Value::Rows(rows) => rows.iter().any(|row| row.has(name)).then_some(*group),
            _ => None,
        });
        let hint = match group {
            Some(group) => format!(
                "`{name}` is a field of each row of the group `{group}`: name the group, or read \
                 its rows with case.group({group:?})"
            ),
            None => "use a name of the spec's FORMAT".to_string(),
        };
        panic!(
            "{}{FIELD_MISTAKE}{name}` (its fields: {}): {hint}",
            spec_file(),
            names.join(", ")
        )
    }

    /// Whether `name` is one of the case's own fields (not a field of its groups' rows).
    fn has(&self, name: &str) -> bool {
        self.fields.iter().any(|(n, _)| *n == name)
    }

    /// The spec read `name` as a `wanted` (`number`, `word`…): one line saying what it is and
    /// how to read it, naming the spec's file.
    fn wrong_kind(&self, name: &str, wanted: &str) -> ! {
        let (what, how) = match self.get(name) {
            Value::Number(_) => ("a number", format!("case[{name:?}]")),
            Value::List(_) => ("a list", format!("case.list({name:?})")),
            Value::Word(_) => ("a word", format!("case.word({name:?})")),
            Value::Rows(_) => (
                "a group of rows",
                format!("case.group({name:?}), its number of rows case.group({name:?}).len()"),
            ),
        };
        panic!(
            "{}{KIND_MISTAKE}{name}` is {what}, not a {wanted}: read it as {how}",
            spec_file()
        )
    }

    /// The word called `name`.
    ///
    /// # Panics
    /// If `name` is not a word of the case (one line, as [`Case::get`]).
    pub fn word(&self, name: &str) -> &str {
        match self.get(name) {
            Value::Word(word) => word,
            _ => self.wrong_kind(name, "word"),
        }
    }

    /// The rows of the group called `name` (a group `(…)*n` is called by its count, `n`).
    ///
    /// # Panics
    /// If `name` is not a group of the case (one line, as [`Case::get`]).
    pub fn group(&self, name: &str) -> &[Case] {
        match self.get(name) {
            Value::Rows(rows) => rows,
            _ => self.wrong_kind(name, "group of rows"),
        }
    }

    /// The list called `name`.
    ///
    /// # Panics
    /// If `name` is not a list of the case (one line, as [`Case::get`]).
    pub fn list(&self, name: &str) -> &[u64] {
        match self.get(name) {
            Value::List(values) => values,
            _ => self.wrong_kind(name, "list"),
        }
    }

    /// The number or list called `name`, as the caller's type asks ([`Field`]).
    ///
    /// # Panics
    /// If `name` is not a value of that kind (one line, as [`Case::get`]).
    pub fn field<'a, T: Field<'a>>(&'a self, name: &str) -> T {
        T::of(self, name)
    }

    /// The value called `name` in `row`, one of this case's rows, or in the case itself where
    /// the row has no such name: a position made of a query's pieces and the case's graph.
    ///
    /// # Panics
    /// As [`Case::field`], where neither has it.
    pub fn field_of_row<'a, T: Field<'a>>(&'a self, row: &'a Case, name: &str) -> T {
        if row.holds(name) {
            row.field(name)
        } else {
            self.field(name)
        }
    }

    /// The value called `name` of the case, or where it has none, the game's nothing of that
    /// kind ([`Field::nothing`]): the position of a row that is not there, for a case whose
    /// group of positions is empty, so that its own values are still checked (a graph without a
    /// cycle, a move set without 0).
    pub fn field_or_nothing<'a, T: Field<'a>>(&'a self, name: &str) -> T {
        if self.holds(name) {
            self.field(name)
        } else {
            T::nothing()
        }
    }

    /// Whether the case has a value called `name`.
    fn holds(&self, name: &str) -> bool {
        self.fields.iter().any(|(n, _)| *n == name)
    }

    /// The case's rows (its first group of repeated lines), empty when it has none.
    pub fn rows(&self) -> &[Case] {
        let rows = self.fields.iter().find_map(|(_, value)| match value {
            Value::Rows(rows) => Some(rows.as_slice()),
            _ => None,
        });
        rows.unwrap_or_default()
    }

    /// The case's numbers in order (not its lists or rows): `[n, m]` of a line `n m`.
    pub fn numbers_in_order(&self) -> Vec<u64> {
        let numbers = self.fields.iter().filter_map(|(_, value)| match value {
            Value::Number(v) => Some(*v),
            _ => None,
        });
        numbers.collect()
    }
}

/// A value of a case as a game's search takes it: a number (`u64`), a list (`&[u64]`), a
/// group of pairs (`Vec<(u64, u64)>`) or of lists (`Vec<&[u64]>`), so that [`Case::field`]
/// reads each by the type its caller wants.
pub trait Field<'a> {
    /// The value called `name`, of this kind.
    fn of(case: &'a Case, name: &str) -> Self;

    /// The value of this kind that holds nothing: 0, or no values.
    fn nothing() -> Self;
}

impl Field<'_> for u64 {
    fn of(case: &Case, name: &str) -> u64 {
        case[name]
    }

    fn nothing() -> u64 {
        0
    }
}

impl<'a> Field<'a> for &'a [u64] {
    fn of(case: &'a Case, name: &str) -> &'a [u64] {
        case.list(name)
    }

    fn nothing() -> &'a [u64] {
        &[]
    }
}

/// A group of rows of two numbers each (`(a b)*n`, called `n`), as pairs in their order.
impl Field<'_> for Vec<(u64, u64)> {
    fn of(case: &Case, name: &str) -> Vec<(u64, u64)> {
        let pair = |row: &Case| match row.numbers_in_order()[..] {
            [a, b] => (a, b),
            _ => panic!(
                "{}: `{name}` is read as rows of two numbers; a row is {row:?}",
                spec_file()
            ),
        };
        case.group(name).iter().map(pair).collect()
    }

    fn nothing() -> Vec<(u64, u64)> {
        Vec::new()
    }
}

/// A group of rows of one list each (`(X x*X)*N`, called `N`), as those lists in their order:
/// each vertex's successors.
impl<'a> Field<'a> for Vec<&'a [u64]> {
    fn of(case: &'a Case, name: &str) -> Vec<&'a [u64]> {
        let list = |row: &'a Case| match row.fields.as_slice() {
            [(_, Value::List(values))] => values.as_slice(),
            _ => panic!(
                "{}: `{name}` is read as rows of one list; a row is {row:?}",
                spec_file()
            ),
        };
        case.group(name).iter().map(list).collect()
    }

    fn nothing() -> Vec<&'a [u64]> {
        Vec::new()
    }
}

impl std::ops::Index<&str> for Case {
    type Output = u64;

    /// The number called `name`.
    ///
    /// # Panics
    /// If `name` is not a number of the case (one line, as [`Case::get`]): a group's count
    /// is read as `case.group(name).len()`.
    fn index(&self, name: &str) -> &u64 {
        match self.get(name) {
            Value::Number(value) => value,
            _ => self.wrong_kind(name, "number"),
        }
    }
}

/// The spec file of the problem whose spec runs on this thread, for its mistakes.
fn spec_file() -> String {
    SPEC.with(Cell::get)
        .map_or("a spec".to_string(), crate::spec_file_of)
}

/// `n=23 m=2`, `s=[1, 2] m=[(h=[3])]`, and a case of one value as that value alone
/// (`[3, 6, 9]`): short enough for a failure message.
impl fmt::Debug for Case {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let [(_, value)] = self.fields.as_slice() {
            return write!(f, "{value:?}");
        }
        for (i, (name, value)) in self.fields.iter().enumerate() {
            if i > 0 {
                write!(f, " ")?;
            }
            match value {
                Value::Number(v) => write!(f, "{name}={v}")?,
                Value::List(values) => write!(f, "{name}={values:?}")?,
                Value::Word(word) => write!(f, "{name}={word:?}")?,
                Value::Rows(rows) => {
                    write!(f, "{name}=[")?;
                    for (j, row) in rows.iter().enumerate() {
                        write!(f, "{}({row:?})", if j > 0 { ", " } else { "" })?;
                    }
                    write!(f, "]")?;
                }
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Number(v) => write!(f, "{v}"),
            Value::List(values) => write!(f, "{values:?}"),
            Value::Word(word) => write!(f, "{word:?}"),
            Value::Rows(rows) => write!(f, "{rows:?}"),
        }
    }
}
