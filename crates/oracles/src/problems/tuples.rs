//! Cases that are a fixed number of numbers on a line (`n`, `n m`, `m n p`), and the three ways
//! the problems frame them: a count `C` first, lines until the end of the input, or lines until
//! a line of zeros.

use super::lists::Count;
use super::require_a_case;
use crate::input::{Outside, Tokens};
use crate::random::smaller_each;
use crate::{Format, Parameter, Parsed, Table};
use itertools::Itertools;
use std::ops::RangeInclusive;

/// Where the lines of an input start and end.
pub enum TupleFrame {
    /// `C` (this count) first, then C lines, and nothing after them.
    Counted(Count),
    /// Lines until the end of the input.
    UntilEnd,
    /// Lines until one of zeros (`0`, `0 0`), which may be missing, and nothing after it.
    UntilZeros,
}

/// An input made of tuple cases, `N` numbers each.
pub struct TupleInput<const N: usize> {
    pub frame: TupleFrame,
    /// The statement's names of the numbers, `["n", "m"]`.
    pub names: [&'static str; N],
    pub values: RangeInclusive<u64>,
    /// The values' range as the statement writes it, for the reason one is outside (`1..=10^9`).
    pub range: &'static str,
}

impl<const N: usize> TupleInput<N> {
    pub const fn new(
        frame: TupleFrame,
        names: [&'static str; N],
        values: RangeInclusive<u64>,
        range: &'static str,
    ) -> Self {
        TupleInput {
            frame,
            names,
            values,
            range,
        }
    }

    /// Every case whose numbers are all in the values' range and at most `bound`.
    pub fn all_up_to(&self, bound: u64) -> Vec<[u64; N]> {
        let each = (0..N).map(|_| *self.values.start()..=bound);
        let all = each.multi_cartesian_product();
        all.map(|values| values.try_into().expect("N values"))
            .collect()
    }

    /// The table of positions, a parameter per number, with the winner read by `mover_wins`.
    pub fn table(&self, mover_wins: fn(&str) -> bool) -> Table<[u64; N]> {
        let lowest = *self.values.start();
        Table {
            parameters: self.names.map(|name| Parameter::new(name, lowest)).to_vec(),
            case: |values| values.try_into().ok(),
            mover_wins,
        }
    }
}

impl<const N: usize> Format<[u64; N]> for TupleInput<N> {
    fn render(&self, cases: &[[u64; N]]) -> String {
        let mut input = match self.frame {
            TupleFrame::Counted(_) => format!("{}\n", cases.len()),
            TupleFrame::UntilEnd | TupleFrame::UntilZeros => String::new(),
        };
        for case in cases {
            input.push_str(&case.iter().join(" "));
            input.push('\n');
        }
        if let TupleFrame::UntilZeros = self.frame {
            input.push_str(&[0; N].iter().join(" "));
            input.push('\n');
        }
        input
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<[u64; N]>, String> {
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        let count = match &self.frame {
            TupleFrame::Counted(count) => Some(count.read(&mut tokens, &mut outside)?),
            TupleFrame::UntilEnd | TupleFrame::UntilZeros => None,
        };
        while count.map_or(!tokens.is_empty(), |count| (cases.len() as u64) < count) {
            let mut case = [0; N];
            for (value, name) in case.iter_mut().zip(self.names) {
                *value = tokens.number(name)?;
            }
            if let TupleFrame::UntilZeros = self.frame {
                if case == [0; N] {
                    break;
                }
            }
            for (name, value) in self.names.into_iter().zip(case) {
                outside.check(self.values.contains(&value), || {
                    format!("{name} = {value} is outside {}", self.range)
                });
            }
            cases.push(case);
        }
        outside.no_trailing_tokens(&mut tokens);
        require_a_case(&cases, &mut outside);
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }

    /// Each number in turn made smaller, down to the smallest the statement allows.
    fn shrink(&self, case: &[u64; N]) -> Vec<[u64; N]> {
        smaller_each(case, *self.values.start())
    }
}
