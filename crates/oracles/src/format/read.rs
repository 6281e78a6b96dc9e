//! A format's judge inputs both ways: reading, with the judges' whitespace (C's `isspace`, so
//! CRLF, tabs and a missing final newline all read alike), and rendering.

use super::{Case, Frame, Input, Item, Node, Value};
use crate::input::{join, Outside, Tokens};
use crate::Parsed;
use std::collections::HashMap;

impl Input {
    /// Reads a judge input. `Err` names the first place where the framing breaks (a token that
    /// is not a non-negative integer, an input that ends inside a case); a solution must reject
    /// such an input. The cases are then checked against the statement ([`Input::outside`]).
    pub fn read(&self, input: &[u8]) -> Result<Parsed<Case>, String> {
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        let mut keep = |case: Case, outside: &mut Outside| {
            if let Some(reason) = self.outside(&case) {
                outside.check(false, || reason);
            }
            cases.push(case);
        };
        match self.frame {
            Frame::Counted(name) => {
                let count = tokens.number(name)?;
                let bounds = self.bounds(name);
                outside.check((bounds.low..=bounds.high).contains(&count), || {
                    self.out_of_range(name, count)
                });
                for _ in 0..count {
                    let case = self.read_nodes(&self.nodes, &mut tokens, false)?;
                    keep(case.expect("no terminator"), &mut outside);
                }
                outside.no_trailing_tokens(&mut tokens);
            }
            Frame::Single => {
                let case = self.read_nodes(&self.nodes, &mut tokens, false)?;
                keep(case.expect("no terminator"), &mut outside);
                outside.no_trailing_tokens(&mut tokens);
            }
            Frame::UntilEnd | Frame::UntilZeros => {
                let zeros = self.frame == Frame::UntilZeros;
                while !tokens.is_empty() {
                    match self.read_nodes(&self.nodes, &mut tokens, zeros)? {
                        Some(case) => keep(case, &mut outside),
                        None => {
                            outside.no_trailing_tokens(&mut tokens);
                            break;
                        }
                    }
                }
            }
        }
        outside.check(!cases.is_empty(), || "the input holds no case".to_string());
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }

    /// One case (or row) of `nodes`; `None` when `terminator` and its first line is all zeros.
    fn read_nodes(
        &self,
        nodes: &[Node],
        tokens: &mut Tokens,
        terminator: bool,
    ) -> Result<Option<Case>, String> {
        let mut case = Case::default();
        let mut counts: HashMap<&str, u64> = HashMap::new();
        for (i, node) in nodes.iter().enumerate() {
            match node {
                Node::Line(items) => {
                    let mut all_zero = true;
                    for item in items {
                        match *item {
                            Item::Number(name) => {
                                let value = tokens.number(name)?;
                                all_zero &= value == 0;
                                if self.bounds(name).is_count {
                                    counts.insert(name, value);
                                } else {
                                    case.fields.push((name, Value::Number(value)));
                                }
                            }
                            Item::List { name, count } => {
                                // Pushed one by one: a huge count must fail at the end of the
                                // input, not allocate.
                                let mut values = Vec::new();
                                for _ in 0..counts[count] {
                                    values.push(tokens.number(name)?);
                                }
                                all_zero &= values.is_empty();
                                case.fields.push((name, Value::List(values)));
                            }
                        }
                    }
                    if terminator && i == 0 && all_zero {
                        return Ok(None);
                    }
                }
                Node::Rows { count, nodes } => {
                    let mut rows = Vec::new();
                    for _ in 0..counts[count] {
                        let row = self.read_nodes(nodes, tokens, false)?;
                        rows.push(row.expect("no terminator"));
                    }
                    case.fields.push((count, Value::Rows(rows)));
                }
            }
        }
        Ok(Some(case))
    }

    /// The judge input holding these cases, in order (count or terminator included).
    pub fn render(&self, cases: &[Case]) -> String {
        let mut input = String::new();
        if let Frame::Counted(_) = self.frame {
            input.push_str(&format!("{}\n", cases.len()));
        }
        for case in cases {
            render_nodes(&self.nodes, case, &mut input);
        }
        if let (Frame::UntilZeros, Some(Node::Line(first))) = (&self.frame, self.nodes.first()) {
            let zeros: Vec<u64> = first
                .iter()
                .filter(|item| matches!(item, Item::Number(_)))
                .map(|_| 0)
                .collect();
            input.push_str(&join(&zeros));
            input.push('\n');
        }
        input
    }
}

/// The value of the count `name` in `case`: the length of what it counts among `nodes`.
pub(super) fn count_of(nodes: &[Node], case: &Case, name: &str) -> u64 {
    for node in nodes {
        match node {
            Node::Line(items) => {
                for item in items {
                    if let Item::List { name: list, count } = item {
                        if *count == name {
                            return case.list(list).len() as u64;
                        }
                    }
                }
            }
            Node::Rows { count, .. } if *count == name => match case.get(count) {
                Value::Rows(rows) => return rows.len() as u64,
                other => panic!("`{count}` holds {other:?}, not rows"),
            },
            Node::Rows { .. } => {}
        }
    }
    panic!("`{name}` counts nothing among {nodes:?}")
}

fn render_nodes(nodes: &[Node], case: &Case, input: &mut String) {
    for node in nodes {
        match node {
            Node::Line(items) => {
                let mut line = Vec::new();
                for item in items {
                    match *item {
                        Item::Number(name) => match case.fields.iter().find(|(n, _)| *n == name) {
                            Some((_, Value::Number(value))) => line.push(*value),
                            _ => line.push(count_of(nodes, case, name)),
                        },
                        Item::List { name, .. } => line.extend_from_slice(case.list(name)),
                    }
                }
                input.push_str(&join(&line));
                input.push('\n');
            }
            Node::Rows { count, nodes } => {
                if let Value::Rows(rows) = case.get(count) {
                    for row in rows {
                        render_nodes(nodes, row, input);
                    }
                }
            }
        }
    }
}
