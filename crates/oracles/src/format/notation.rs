//! The notation a format is written in, close to how statements print it.
//!
//! The layout is the frame, then each line of one case, `/` between lines:
//! - frames: `T cases` (a count T first), `until end`, `until 0` / `until 0 0` (a line of
//!   zeros ends the input; it may be missing), `one case`;
//! - on a line: `n` (a number), `a*n` (n numbers, n an earlier number), and on a line of its
//!   own `(l h*l)*m` or `(a b / c)*m` (those lines m times, each a row of the case).
//!
//! The bounds are `;`-separated clauses: `1 <= n, m <= 1000`, `T <= 100`, `0 < M, N < 1100`,
//! `1 <= a, b <= m` (bounded by another name), `p <= q`, `a != b`, `P distinct` (a list's
//! numbers pairwise distinct). Numbers may be written `10^9`, `2^31 - 1`, `5*10^5`. Every name
//! needs an upper bound (its own, or a name's it is at most); the lower bound is 0 unless given.

use super::{Bounds, Frame, Input, Item, Node, Relation};
use std::collections::HashMap;

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
            if self.peek() == Some("(") {
                self.next();
                let inner = self.nodes()?;
                if self.next() != Some(")") || self.next() != Some("*") {
                    return Err("a group is written `(…)*count`".to_string());
                }
                let count = self.name("*")?;
                nodes.push(Node::Rows {
                    count,
                    nodes: inner,
                });
            } else {
                let mut items = Vec::new();
                while let Some(token) = self.peek().filter(|&t| is_name(t)) {
                    self.next();
                    if self.peek() == Some("*") {
                        self.next();
                        let count = self.name("*")?;
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

/// One side of a comparison: names, or a number.
enum Side {
    Names(Vec<&'static str>),
    Number(u64),
}

fn side(tokens: &[&'static str]) -> Result<Side, String> {
    if tokens.first().is_some_and(|t| is_name(t)) {
        let names: Vec<&str> = tokens.iter().copied().filter(|&t| t != ",").collect();
        if names.iter().all(|t| is_name(t)) {
            return Ok(Side::Names(names));
        }
        return Err(format!("`{}` mixes names and numbers", tokens.join(" ")));
    }
    number(tokens).map(Side::Number)
}

/// Records `left op right` in `bounds`.
fn compare(
    bounds: &mut HashMap<&'static str, Bounds>,
    left: &Side,
    op: &str,
    right: &Side,
) -> Result<(), String> {
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
        (Side::Names(names), Side::Number(value)) => {
            for &name in names {
                limit(name, relation, *value)?;
            }
        }
        (Side::Number(value), Side::Names(names)) => {
            for &name in names {
                limit(name, mirror, *value)?;
            }
        }
        (Side::Names(lefts), Side::Names(rights)) => {
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
            is_count: false,
        }
    }
}

fn clause(bounds: &mut HashMap<&'static str, Bounds>, text: &'static str) -> Result<(), String> {
    let tokens = tokens(text);
    if let [names @ .., "distinct"] = tokens.as_slice() {
        for &name in names.iter().filter(|&&t| t != ",") {
            bounds.entry(name).or_insert_with(Bounds::unset).distinct = true;
        }
        return Ok(());
    }
    let is_op = |t: &&str| ["<=", "<", ">=", ">", "!="].contains(t);
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
    for (i, op) in ops.iter().enumerate() {
        compare(bounds, &sides[i], op, &sides[i + 1])?;
    }
    Ok(())
}

/// Every name of `nodes` in order, and marks the counts; checks that each count is read
/// before what it counts, in the same group of lines (a row reads its own counts).
fn walk(
    nodes: &[Node],
    seen: &mut Vec<&'static str>,
    counts: &mut Vec<&'static str>,
) -> Result<(), String> {
    let mut local: Vec<&'static str> = Vec::new();
    let use_count = |count: &'static str, local: &[&str], counts: &mut Vec<&'static str>| {
        if !local.contains(&count) {
            return Err(format!(
                "`{count}` counts something before it is read, or outside its group of lines"
            ));
        }
        if counts.contains(&count) {
            return Err(format!("`{count}` counts two things"));
        }
        counts.push(count);
        Ok(())
    };
    for node in nodes {
        match node {
            Node::Line(items) => {
                for item in items {
                    let name = match item {
                        Item::Number(name) => name,
                        Item::List { name, count } => {
                            use_count(count, &local, counts)?;
                            name
                        }
                    };
                    if seen.contains(name) {
                        return Err(format!("`{name}` is named twice"));
                    }
                    seen.push(name);
                    local.push(name);
                }
            }
            Node::Rows { count, nodes } => {
                use_count(count, &local, counts)?;
                walk(nodes, seen, counts)?;
            }
        }
    }
    Ok(())
}

pub(super) fn parse(layout: &'static str, bounds_text: &'static str) -> Result<Input, String> {
    let mut reader = Layout {
        tokens: tokens(layout),
        at: 0,
    };
    let (frame, zeros) = reader.frame()?;
    if reader.next() != Some("/") {
        return Err("the layout has no line after its frame".to_string());
    }
    let nodes = reader.nodes()?;
    if let Some(extra) = reader.peek() {
        return Err(format!("`{extra}` after the last line"));
    }
    let mut bounds = HashMap::new();
    for text in bounds_text.split(';').filter(|t| !t.trim().is_empty()) {
        clause(&mut bounds, text)?;
    }
    let mut seen = Vec::new();
    if let Frame::Counted(count) = frame {
        seen.push(count);
    }
    let mut counts = Vec::new();
    walk(&nodes, &mut seen, &mut counts)?;
    if let (Frame::UntilZeros, Some(Node::Line(first))) = (&frame, nodes.first()) {
        let numbers = first
            .iter()
            .filter(|item| matches!(item, Item::Number(_)))
            .count();
        if numbers != zeros {
            return Err(format!(
                "`until` names {zeros} zeros, but the first line has {numbers} numbers"
            ));
        }
    }
    if let Some(stray) = bounds.keys().find(|name| !seen.contains(name)) {
        return Err(format!("`{stray}` is bounded but not in the layout"));
    }
    for name in &seen {
        let Some(entry) = bounds.get_mut(name) else {
            return Err(format!("`{name}` has no bounds"));
        };
        entry.is_count = counts.contains(name);
    }
    // A name at most another is within that one's range too (a, b <= m with m <= 100).
    for name in &seen {
        let inherited = bounds[name]
            .relations
            .iter()
            .filter_map(|(relation, other)| match relation {
                Relation::AtMost => Some(bounds.get(other).map_or(u64::MAX, |b| b.high)),
                Relation::Below => Some(bounds.get(other).map_or(u64::MAX, |b| b.high) - 1),
                _ => None,
            })
            .min();
        let entry = bounds.get_mut(name).expect("checked above");
        entry.high = entry.high.min(inherited.unwrap_or(u64::MAX));
        if entry.high == u64::MAX {
            return Err(format!("`{name}` has no upper bound"));
        }
        if entry.low > entry.high {
            return Err(format!("`{name}` has an empty range"));
        }
    }
    Ok(Input {
        frame,
        nodes,
        bounds,
    })
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
        assert!(error("until end / n", "1 <= n").contains("no upper bound"));
    }
}
