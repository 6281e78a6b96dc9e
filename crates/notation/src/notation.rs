//! The notation a format is written in, close to how statements print it.
//!
//! The layout is the frame, then each line of one case, `/` between lines:
//! - frames: `T cases` (a count T first), `until end`, `until 0` / `until 0 0` (a line of
//!   zeros ends the input; it may be missing), `one case`;
//! - on a line: `n` (a number, or a word if the bounds give its letters), `a*n` (n numbers, n an
//!   earlier number or count), or with arithmetic of the count in parentheses: `a*(2n)` or
//!   `a*(2*n)`, `x*(n + 1)`, `(I J)*(N - 1)` (a whole number of times one earlier count, plus or
//!   minus a number; the count's lowest value must leave the length at 0 or more, and a case
//!   stores no count: it is its length run back, N = rows + 1);
//! - on a line of its own, a group of lines, nested to any depth: `(l h*l)*m` or `(a b / c)*m`
//!   (those lines m times, each a row of the case, stored under the count's name:
//!   `case.group("m")`, and `case.group("N")` for `(I J)*(N - 1)`), or `queries(M p*M) until 0`
//!   (rows until one whose first line is all zeros, named `queries`); a grid is a group of
//!   words, `(row)*R`.
//!
//! The bounds are `;`-separated clauses: `1 <= n, m <= 1000`, `T <= 100`, `0 < M, N < 1100`,
//! `1 <= a, b <= m` and `p < N` (bounded by another name or count), `p <= q`, `a != b`, `R = C`,
//! `P distinct` (a list's numbers pairwise distinct), `s any order` (a list whose order changes
//! no answer, a multiset: enumerated once per multiset), `s in 0-9` or `row in .#` (a word's
//! letters) with `1 <= |s| <= 6` or `|row| = C` (its length, written `|s|`: `s <= 6` on a word
//! is refused, being no number; a word has 1 letter at least, a token cannot be empty, so
//! `s in 0-9` alone is a word of 1 or more letters). Numbers may be written `10^9`,
//! `2^31 - 1`, `5*10^5`. The lower bound is 0 unless given. A name with bounds but no upper one
//! (`1 <= T`, as statements leave T) is unbounded: any value reads, and drawing stops at
//! [`UNBOUNDED_DRAWN`] above its lowest; so is a group until zeros that its bounds leave open.
//! A structure is a clause too: `(I J) tree` makes the rows of the group holding `I` and `J`
//! the edges of a tree on the vertices their bounds give (`1 <= I, J <= N` is `1..=N`, with
//! `(I J)*(N - 1)` rows), `(X Y) graph` those of a graph without loops or repeated edges
//! ([`crate::structure`]).

use super::structure::{self, Structure};
use super::{Bounds, Count, Frame, Input, Item, Node, Relation};
use crate::ByName;

/// How far above its lowest value an unbounded name is drawn (a count of cases, a group until
/// zeros): a judge's input of that many is already large, and drawing further proves nothing
/// the statement promises.
pub const UNBOUNDED_DRAWN: u64 = 1000;

/// Splits a text into words (names, numbers) and the symbols between them.
fn tokens(text: &'static str) -> Vec<&'static str> {
    let mut tokens = Vec::new();
    let mut rest = text;
    while let Some(first) = rest.chars().next() {
        if first.is_whitespace() {
            rest = &rest[first.len_utf8()..];
            continue;
        }
        let word = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        let length = if word > 0 {
            word
        } else if ["<=", ">=", "!="].iter().any(|op| rest.starts_with(op)) {
            2
        } else {
            first.len_utf8()
        };
        tokens.push(&rest[..length]);
        rest = &rest[length..];
    }
    tokens
}

fn is_name(token: &str) -> bool {
    token.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
}

/// The layout's tokens, read front to back.
struct Layout {
    tokens: Vec<&'static str>,
    at: usize,
    /// Each count written with arithmetic (`(N - 1)`) → its length.
    lengths: ByName<Count>,
}

impl Layout {
    fn peek(&self) -> Option<&'static str> {
        self.tokens.get(self.at).copied()
    }

    fn next(&mut self) -> Option<&'static str> {
        let token = self.peek();
        self.at += 1;
        token
    }

    fn name(&mut self, after: &str) -> Result<&'static str, String> {
        match self.next() {
            Some(token) if is_name(token) => Ok(token),
            other => Err(format!("a name expected after `{after}`, found {other:?}")),
        }
    }

    /// The count after `*`: a name (`a*n`), or arithmetic of one in parentheses
    /// (`(I J)*(N - 1)`, `a*(2n)`), recorded in `lengths`.
    fn count(&mut self) -> Result<&'static str, String> {
        if self.peek() != Some("(") {
            return self.name("*");
        }
        self.next();
        let start = self.at;
        while self.peek().is_some_and(|token| token != ")") {
            self.next();
        }
        let inside = self.tokens[start..self.at].to_vec();
        if self.next() != Some(")") {
            return Err(format!("`*({}` is never closed", inside.join(" ")));
        }
        let count = Count::parse(&inside)?;
        if !count.is_plain() && self.lengths.insert(count.name, count).is_some() {
            return Err(format!("`{}` counts two things", count.name));
        }
        Ok(count.name)
    }

    fn frame(&mut self) -> Result<(Frame, usize), String> {
        let words: Vec<&str> = self.tokens[self.at..]
            .iter()
            .take_while(|&&token| token != "/")
            .copied()
            .collect();
        self.at += words.len();
        Ok(match words.as_slice() {
            [count, "cases"] if is_name(count) => (Frame::Counted(count), 0),
            ["until", "end"] => (Frame::UntilEnd, 0),
            ["one", "case"] => (Frame::Single, 0),
            ["until", zeros @ ..] if !zeros.is_empty() && zeros.iter().all(|&z| z == "0") => {
                (Frame::UntilZeros, zeros.len())
            }
            _ => {
                return Err(format!(
                    "the frame `{}` is none of `T cases`, `until end`, `until 0`, `one case`",
                    words.join(" ")
                ))
            }
        })
    }

    /// Lines separated by `/`, up to a `)` or the end.
    fn nodes(&mut self) -> Result<Vec<Node>, String> {
        let mut nodes = Vec::new();
        loop {
            let label = match (self.peek(), self.tokens.get(self.at + 1)) {
                (Some(name), Some(&"(")) if is_name(name) => {
                    self.next();
                    Some(name)
                }
                _ => None,
            };
            if self.peek() == Some("(") {
                self.next();
                let inner = self.nodes()?;
                if self.next() != Some(")") {
                    return Err("a group is written `(…)*count` or `name(…) until 0`".to_string());
                }
                nodes.push(self.group(label, inner)?);
            } else {
                let mut items = Vec::new();
                while let Some(token) = self.peek().filter(|&t| is_name(t)) {
                    self.next();
                    if self.peek() == Some("*") {
                        self.next();
                        let count = self.count()?;
                        items.push(Item::List { name: token, count });
                    } else {
                        items.push(Item::Number(token));
                    }
                }
                if items.is_empty() {
                    return Err(format!("a line expected, found {:?}", self.peek()));
                }
                nodes.push(Node::Line(items));
            }
            match self.peek() {
                Some("/") => {
                    self.next();
                }
                None | Some(")") => return Ok(nodes),
                Some(other) => return Err(format!("`{other}` cannot follow a line")),
            }
        }
    }

    /// What follows a group's `)`: `*count`, or `until 0…` for a group with a `label`.
    fn group(&mut self, label: Option<&'static str>, nodes: Vec<Node>) -> Result<Node, String> {
        match (self.next(), label) {
            (Some("*"), None) => Ok(Node::Rows {
                count: self.count()?,
                nodes,
            }),
            (Some("until"), Some(name)) => {
                let mut zeros = 0;
                while self.peek() == Some("0") {
                    self.next();
                    zeros += 1;
                }
                if zeros == 0 {
                    return Err(format!("`{name}(…) until` names no zeros"));
                }
                Ok(Node::Until { name, zeros, nodes })
            }
            (Some("until"), None) => {
                Err("a group until zeros is named: `queries(M p*M) until 0`".to_string())
            }
            _ => Err("a group is written `(…)*count` or `name(…) until 0`".to_string()),
        }
    }
}

/// A number written `1000`, `10^9`, `2^31 - 1`, `5*10^5`.
fn number(tokens: &[&str]) -> Result<u64, String> {
    let text = tokens.join(" ");
    let bad = || format!("`{text}` is not a number");
    let mut value: u64 = 0;
    let mut sign = 1i8;
    let mut term: Option<u64> = None;
    let mut i = 0;
    let finish = |value: &mut u64, term: Option<u64>, sign: i8| -> Result<(), String> {
        let term = term.ok_or_else(bad)?;
        *value = if sign > 0 {
            value.checked_add(term)
        } else {
            value.checked_sub(term)
        }
        .ok_or_else(bad)?;
        Ok(())
    };
    while i < tokens.len() {
        match tokens[i] {
            "+" | "-" => {
                finish(&mut value, term.take(), sign)?;
                sign = if tokens[i] == "+" { 1 } else { -1 };
            }
            "*" | "·" => {}
            digits => {
                let mut factor: u64 = digits.parse().map_err(|_| bad())?;
                if tokens.get(i + 1) == Some(&"^") {
                    let power: u32 = tokens
                        .get(i + 2)
                        .ok_or_else(bad)?
                        .parse()
                        .map_err(|_| bad())?;
                    factor = factor.checked_pow(power).ok_or_else(bad)?;
                    i += 2;
                }
                term = Some(term.unwrap_or(1).checked_mul(factor).ok_or_else(bad)?);
            }
        }
        i += 1;
    }
    finish(&mut value, term, sign)?;
    Ok(value)
}

/// One side of a comparison: names (`|s|`, a length, is the word s, whose bounds are on its
/// length; `lengths` says the names were written so), or a number.
enum Side {
    Names {
        names: Vec<&'static str>,
        lengths: bool,
    },
    Number(u64),
}

fn side(tokens: &[&'static str]) -> Result<Side, String> {
    let lengths = tokens.contains(&"|");
    let tokens: Vec<&'static str> = tokens.iter().copied().filter(|&t| t != "|").collect();
    if tokens.first().is_some_and(|t| is_name(t)) {
        let names: Vec<&str> = tokens.iter().copied().filter(|&t| t != ",").collect();
        if names.iter().all(|t| is_name(t)) {
            return Ok(Side::Names { names, lengths });
        }
        return Err(format!("`{}` mixes names and numbers", tokens.join(" ")));
    }
    number(&tokens).map(Side::Number)
}

/// Records `left op right` in `bounds`.
fn compare(bounds: &mut ByName<Bounds>, left: &Side, op: &str, right: &Side) -> Result<(), String> {
    if op == "=" {
        compare(bounds, left, "<=", right)?;
        return compare(bounds, left, ">=", right);
    }
    let (relation, mirror) = match op {
        "<=" => (Relation::AtMost, Relation::AtLeast),
        "<" => (Relation::Below, Relation::Above),
        ">=" => (Relation::AtLeast, Relation::AtMost),
        ">" => (Relation::Above, Relation::Below),
        "!=" => (Relation::Differs, Relation::Differs),
        other => return Err(format!("`{other}` is no comparison")),
    };
    let mut limit = |name: &'static str, relation: Relation, value: u64| -> Result<(), String> {
        let entry = bounds.entry(name).or_insert_with(Bounds::unset);
        match relation {
            Relation::AtMost => entry.high = entry.high.min(value),
            Relation::Below => entry.high = entry.high.min(value.checked_sub(1).ok_or("< 0")?),
            Relation::AtLeast => entry.low = entry.low.max(value),
            Relation::Above => entry.low = entry.low.max(value + 1),
            Relation::Differs => return Err(format!("`{name} != {value}` is not supported")),
        }
        Ok(())
    };
    match (left, right) {
        (Side::Names { names, .. }, Side::Number(value)) => {
            for &name in names {
                limit(name, relation, *value)?;
            }
        }
        (Side::Number(value), Side::Names { names, .. }) => {
            for &name in names {
                limit(name, mirror, *value)?;
            }
        }
        (Side::Names { names: lefts, .. }, Side::Names { names: rights, .. }) => {
            for &l in lefts {
                for &r in rights {
                    let entry = bounds.entry(l).or_insert_with(Bounds::unset);
                    entry.relations.push((relation, r));
                    let entry = bounds.entry(r).or_insert_with(Bounds::unset);
                    entry.relations.push((mirror, l));
                }
            }
        }
        (Side::Number(_), Side::Number(_)) => return Err("two numbers compared".to_string()),
    }
    Ok(())
}

impl Bounds {
    fn unset() -> Bounds {
        Bounds {
            low: 0,
            high: u64::MAX,
            relations: Vec::new(),
            distinct: false,
            any_order: false,
            is_count: false,
            alphabet: None,
            unbounded: false,
        }
    }
}

/// The letters of `0-9`, `.#`, `a-z A-Z`: single characters and ranges, spaces ignored.
fn letters(text: &str) -> Result<Vec<u8>, String> {
    let chars: Vec<u8> = text.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let mut letters = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars.get(i + 1) == Some(&b'-') && i + 2 < chars.len() {
            if chars[i] > chars[i + 2] {
                return Err(format!("the letters `{text}` hold an empty range"));
            }
            letters.extend(chars[i]..=chars[i + 2]);
            i += 3;
        } else {
            letters.push(chars[i]);
            i += 1;
        }
    }
    if letters.is_empty() || !letters.iter().all(|b| b.is_ascii_graphic()) {
        return Err(format!("`{text}` is no set of printable letters"));
    }
    letters.sort_unstable();
    letters.dedup();
    Ok(letters)
}

/// Records one clause in `bounds`, and in `bare` each name compared without `|…|`.
fn clause(
    bounds: &mut ByName<Bounds>,
    bare: &mut Vec<&'static str>,
    text: &'static str,
) -> Result<(), String> {
    if let Some((names, alphabet)) = text.split_once(" in ") {
        let letters = letters(alphabet)?;
        for name in tokens(names).into_iter().filter(|&t| t != ",") {
            if !is_name(name) {
                return Err(format!("`{text}`: `{name}` is no name"));
            }
            bounds.entry(name).or_insert_with(Bounds::unset).alphabet = Some(letters.clone());
        }
        return Ok(());
    }
    let tokens = tokens(text);
    if let [names @ .., "distinct"] = tokens.as_slice() {
        for &name in names.iter().filter(|&&t| t != ",") {
            bounds.entry(name).or_insert_with(Bounds::unset).distinct = true;
        }
        return Ok(());
    }
    if let [names @ .., "any", "order"] = tokens.as_slice() {
        for &name in names.iter().filter(|&&t| t != ",") {
            if !is_name(name) {
                return Err(format!("`{text}`: `{name}` is no name"));
            }
            bounds.entry(name).or_insert_with(Bounds::unset).any_order = true;
        }
        return Ok(());
    }
    let is_op = |t: &&str| ["<=", "<", ">=", ">", "!=", "="].contains(t);
    let mut sides = Vec::new();
    let mut ops = Vec::new();
    let mut start = 0;
    for (i, token) in tokens.iter().enumerate() {
        if is_op(token) {
            sides.push(side(&tokens[start..i])?);
            ops.push(*token);
            start = i + 1;
        }
    }
    sides.push(side(&tokens[start..])?);
    if ops.is_empty() {
        return Err(format!("`{text}` compares nothing"));
    }
    for side in &sides {
        if let Side::Names {
            names,
            lengths: false,
        } = side
        {
            bare.extend(names);
        }
    }
    for (i, op) in ops.iter().enumerate() {
        compare(bounds, &sides[i], op, &sides[i + 1])?;
    }
    Ok(())
}

/// What [`walk`] gathers: every name in order, and what each count counts.
#[derive(Default)]
struct Names {
    seen: Vec<&'static str>,
    /// A count's name → the name of the list or group it counts (a group of rows is stored
    /// under its count's name).
    counted: ByName<&'static str>,
}

/// Every name of `nodes` in order, and what each count counts; checks that each count is read
/// before what it counts, in the same group of lines (a row reads its own counts).
fn walk(nodes: &[Node], names: &mut Names) -> Result<(), String> {
    let mut local: Vec<&'static str> = Vec::new();
    let use_count = |count: &'static str, what, local: &[&str], names: &mut Names| {
        if !local.contains(&count) {
            return Err(format!(
                "`{count}` counts something before it is read, or outside its group of lines"
            ));
        }
        if names.counted.insert(count, what).is_some() {
            return Err(format!("`{count}` counts two things"));
        }
        Ok(())
    };
    let name_once = |name: &'static str, names: &mut Names| {
        if names.seen.contains(&name) {
            return Err(format!("`{name}` is named twice"));
        }
        names.seen.push(name);
        Ok(())
    };
    for node in nodes {
        match node {
            Node::Line(items) => {
                for item in items {
                    let name = match *item {
                        Item::Number(name) | Item::Word(name) => name,
                        Item::List { name, count } => {
                            use_count(count, name, &local, names)?;
                            name
                        }
                    };
                    name_once(name, names)?;
                    local.push(name);
                }
            }
            Node::Rows { count, nodes } => {
                use_count(count, count, &local, names)?;
                walk(nodes, names)?;
            }
            Node::Until { name, zeros, nodes } => {
                name_once(name, names)?;
                let Some(Node::Line(first)) = nodes.first() else {
                    return Err(format!(
                        "`{name}(…) until 0` starts with a group, not a line"
                    ));
                };
                check_zeros(first, *zeros, name)?;
                walk(nodes, names)?;
            }
        }
    }
    Ok(())
}

/// A terminator of `zeros` zeros matches the numbers of the first line it ends.
fn check_zeros(first: &[Item], zeros: usize, what: &str) -> Result<(), String> {
    let numbers = first
        .iter()
        .filter(|item| matches!(item, Item::Number(_)))
        .count();
    if numbers != zeros {
        return Err(format!(
            "`{what}` names {zeros} zeros, but its first line has {numbers} numbers"
        ));
    }
    Ok(())
}

/// The items named with letters in their bounds read as words.
fn words_in(nodes: &mut [Node], bounds: &ByName<Bounds>) -> Result<(), String> {
    let is_word = |name: &str| bounds.get(name).is_some_and(|b| b.alphabet.is_some());
    for node in nodes {
        match node {
            Node::Line(items) => {
                for item in items.iter_mut() {
                    match *item {
                        Item::Number(name) if is_word(name) => *item = Item::Word(name),
                        Item::List { name, .. } if is_word(name) => {
                            return Err(format!(
                                "`{name}` is a list of words: write a group of words, `({name})*n`"
                            ))
                        }
                        _ => {}
                    }
                }
            }
            Node::Rows { nodes, .. } | Node::Until { nodes, .. } => words_in(nodes, bounds)?,
        }
    }
    Ok(())
}

pub(super) fn parse(layout: &'static str, bounds_text: &'static str) -> Result<Input, String> {
    let mut reader = Layout {
        tokens: tokens(layout),
        at: 0,
        lengths: ByName::default(),
    };
    let (frame, zeros) = reader.frame()?;
    if reader.next() != Some("/") {
        return Err("the layout has no line after its frame".to_string());
    }
    let mut nodes = reader.nodes()?;
    if let Some(extra) = reader.peek() {
        return Err(format!("`{extra}` after the last line"));
    }
    let mut bounds = ByName::default();
    let mut bare = Vec::new();
    let mut declared = Vec::new();
    for text in bounds_text.split(';').filter(|t| !t.trim().is_empty()) {
        match structure::clause(&tokens(text)) {
            Some(structure) => declared.push(structure),
            None => clause(&mut bounds, &mut bare, text)?,
        }
    }
    for (name, entry) in bounds.iter_mut() {
        if entry.alphabet.is_none() {
            continue;
        }
        if bare.contains(name) {
            return Err(format!(
                "`{name}` is a word: bound its length as `|{name}|` (`1 <= |{name}| <= 6`)"
            ));
        }
        // A word is a token between spaces: it has a letter at least.
        entry.low = entry.low.max(1);
    }
    let mut names = Names::default();
    if let Frame::Counted(count) = frame {
        names.seen.push(count);
    }
    walk(&nodes, &mut names)?;
    if let (Frame::UntilZeros, Some(Node::Line(first))) = (&frame, nodes.first()) {
        check_zeros(first, zeros, "until")?;
    }
    let seen = &names.seen;
    if let Some(stray) = bounds.keys().find(|name| !seen.contains(name)) {
        return Err(format!("`{stray}` is bounded but not in the layout"));
    }
    let groups = until_names(&nodes);
    for name in seen {
        if groups.contains(name) {
            // A group until zeros holds any number of rows unless its bounds say otherwise.
            bounds.entry(name).or_insert_with(Bounds::unset);
        }
        let Some(entry) = bounds.get_mut(name) else {
            return Err(format!("`{name}` has no bounds"));
        };
        // A group until zeros is counted by its own name: its value is its number of rows.
        entry.is_count = names.counted.contains_key(name) || groups.contains(name);
    }
    // A name at most another is within that one's range too (a, b <= m with m <= 100).
    for name in seen {
        let inherited = bounds[name]
            .relations
            .iter()
            .filter_map(|(relation, other)| {
                let high = bounds.get(other).map_or(u64::MAX, |b| b.high);
                match relation {
                    Relation::AtMost => Some(high),
                    Relation::Below => Some(high.saturating_sub(1)),
                    _ => None,
                }
            })
            .min();
        let entry = bounds.get_mut(name).expect("checked above");
        entry.high = entry.high.min(inherited.unwrap_or(u64::MAX));
        entry.unbounded = entry.high == u64::MAX;
        if entry.low > entry.high {
            return Err(format!("`{name}` has an empty range"));
        }
    }
    for count in reader.lengths.values() {
        let low = bounds[count.name].low;
        if count.length(low).is_none() {
            return Err(format!(
                "`{count}` is negative at {} = {low}: bound it from {} (`{} <= {}`)",
                count.name,
                count.least_value(),
                count.least_value(),
                count.name
            ));
        }
    }
    words_in(&mut nodes, &bounds)?;
    let mut structures = Vec::new();
    for (kind, ends) in declared {
        let structure = structure::resolve(kind, ends, &nodes, &bounds, &reader.lengths)?;
        if structures
            .iter()
            .any(|s: &Structure| s.group == structure.group)
        {
            return Err(format!(
                "the rows of `{}` are two structures",
                structure.group
            ));
        }
        structures.push(structure);
    }
    Ok(Input {
        frame,
        nodes,
        bounds,
        counted: names.counted,
        lengths: reader.lengths,
        structures,
    })
}

/// The names of the groups until zeros among `nodes`, at any depth.
pub(crate) fn until_names(nodes: &[Node]) -> Vec<&'static str> {
    let mut names = Vec::new();
    for node in nodes {
        match node {
            Node::Line(_) => {}
            Node::Rows { nodes, .. } => names.extend(until_names(nodes)),
            Node::Until { name, nodes, .. } => {
                names.push(*name);
                names.extend(until_names(nodes));
            }
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_as_statements_write_them() {
        assert_eq!(number(&tokens("2 ^ 31 - 1")), Ok((1 << 31) - 1));
        assert_eq!(number(&tokens("5*10^5")), Ok(500_000));
        assert_eq!(number(&tokens("1000")), Ok(1000));
        assert!(number(&tokens("x")).is_err());
    }

    #[test]
    fn a_layout_reads_into_a_tree() {
        let input = parse(
            "until 0 / k s*k / m / (l h*l)*m",
            "k, m, l <= 100; s, h <= 10^4",
        )
        .unwrap();
        assert_eq!(input.frame, Frame::UntilZeros);
        assert_eq!(input.nodes.len(), 3);
        assert!(input.bounds["k"].is_count && !input.bounds["s"].is_count);
        assert_eq!(input.bounds["h"].high, 10_000);
    }

    #[test]
    fn relations_bound_both_names() {
        let input = parse("until end / n p q", "1 <= n, p, q < 65536; p <= q").unwrap();
        assert_eq!(input.bounds["p"].relations, [(Relation::AtMost, "q")]);
        assert_eq!(input.bounds["q"].relations, [(Relation::AtLeast, "p")]);
        assert_eq!((input.bounds["q"].low, input.bounds["q"].high), (1, 65535));
    }

    #[test]
    fn mistakes_are_named() {
        let error = |layout, bounds| parse(layout, bounds).unwrap_err();
        assert!(error("until end / n", "").contains("`n` has no bounds"));
        assert!(error("until end / a*n / n", "a, n <= 3").contains("before it is read"));
        assert!(error("until end / n / (a*n)*n", "a, n <= 3").contains("outside its group"));
        assert!(error("until 0 0 / n", "n <= 3").contains("2 zeros"));
        assert!(error("sometimes / n", "n <= 3").contains("frame"));
        assert!(error("until end / q(n) until 0 0", "n <= 3").contains("2 zeros"));
        assert!(error("until end / (n) until 0", "n <= 3").contains("is named"));
        assert!(error("until end / n*2", "n <= 3").contains("a name expected"));
        assert!(error("until end / s", "s in 0-9; 1 <= s <= 6").contains("as `|s|`"));
    }

    /// A token cannot be empty: a word without a length bound has 1 letter at least, and is
    /// never drawn as a blank line.
    #[test]
    fn a_word_has_a_letter_at_least() {
        let input = parse("until end / s", "s in 0-9").unwrap();
        assert_eq!(input.bounds["s"].low, 1);
        let mut rng = crate::Rng::with_seed(7);
        for level in 1..=10 {
            let how =
                super::super::Draw::Small(super::super::Sizes::DEFAULT, crate::Scale::new(level));
            for _ in 0..50 {
                let case = input.draw(&mut rng, how);
                assert!(!case.word("s").is_empty(), "{case:?}");
            }
        }
    }
}
