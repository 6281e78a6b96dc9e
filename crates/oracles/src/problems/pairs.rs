//! Cases that are two numbers on a line (`n m`), and the three ways the problems frame them: a
//! count `C` first, lines until the end of the input, or lines until `0 0`.

use super::lists::Count;
use super::require_a_case;
use crate::input::{Outside, Tokens};
use crate::Parsed;
use std::ops::RangeInclusive;

/// Where the lines of an input start and end.
pub(crate) enum PairFrame {
    /// `C` (this count) first, then C lines, and nothing after them.
    Counted(Count),
    /// Lines until the end of the input.
    UntilEnd,
    /// Lines until `0 0`, which may be missing, and nothing after it.
    UntilZeros,
}

/// An input made of pair cases.
pub(crate) struct PairInput {
    pub frame: PairFrame,
    /// The statement's names of the two numbers, `["n", "m"]`.
    pub names: [&'static str; 2],
    pub values: RangeInclusive<u64>,
    /// The values' range as the statement writes it, for the reason one is outside (`1..=10^9`).
    pub range: &'static str,
}

impl PairInput {
    /// The input holding `pairs`, one a line, with the frame's count or terminator.
    pub fn render(&self, pairs: impl ExactSizeIterator<Item = [u64; 2]>) -> String {
        let mut input = match self.frame {
            PairFrame::Counted(_) => format!("{}\n", pairs.len()),
            PairFrame::UntilEnd | PairFrame::UntilZeros => String::new(),
        };
        for [a, b] in pairs {
            input.push_str(&format!("{a} {b}\n"));
        }
        if let PairFrame::UntilZeros = self.frame {
            input.push_str("0 0\n");
        }
        input
    }

    pub fn parse(&self, input: &[u8]) -> Result<Parsed<[u64; 2]>, String> {
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        let count = match &self.frame {
            PairFrame::Counted(count) => Some(count.read(&mut tokens, &mut outside)?),
            PairFrame::UntilEnd | PairFrame::UntilZeros => None,
        };
        while count.map_or(!tokens.is_empty(), |count| (cases.len() as u64) < count) {
            let pair = [tokens.number(self.names[0])?, tokens.number(self.names[1])?];
            if let (PairFrame::UntilZeros, [0, 0]) = (&self.frame, pair) {
                break;
            }
            for (name, value) in self.names.into_iter().zip(pair) {
                outside.check(self.values.contains(&value), || {
                    format!("{name} = {value} is outside {}", self.range)
                });
            }
            cases.push(pair);
        }
        outside.no_trailing_tokens(&mut tokens);
        require_a_case(&cases, &mut outside);
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }
}
