//! Cases that are a count and then that many numbers (piles, heaps, cells), and the three ways
//! the problems frame them: a case count `T` first, a single case, or cases until a count of 0.

use super::require_a_case;
use crate::input::{push_list, read_list, Outside, Tokens};
use crate::random::shrink_list;
use crate::{Format, Parameter, Parsed, Table};
use std::ops::RangeInclusive;

/// A count the input gives and the statement bounds.
pub struct Count {
    name: &'static str,
    range: RangeInclusive<u64>,
    /// The range's end as the statement writes it (`10^4`), for the reason a count is outside.
    top: &'static str,
}

impl Count {
    pub const fn new(name: &'static str, range: RangeInclusive<u64>, top: &'static str) -> Self {
        Count { name, range, top }
    }

    /// Records a `value` outside the range: `n = 20000 is above 10^4` for a range from 0, else
    /// `N = 0 is outside 1..=10^6`.
    fn check(&self, value: u64, outside: &mut Outside) {
        outside.check(self.range.contains(&value), || match self.range.start() {
            0 => format!("{} = {value} is above {}", self.name, self.top),
            low => format!("{} = {value} is outside {low}..={}", self.name, self.top),
        });
    }

    /// Reads the count and checks it.
    pub fn read(&self, tokens: &mut Tokens, outside: &mut Outside) -> Result<u64, String> {
        let value = tokens.number(self.name)?;
        self.check(value, outside);
        Ok(value)
    }
}

/// One list: its count, then what each number is and may be.
pub struct List {
    count: Count,
    /// The name of one number in the reasons, `a pile`.
    value: &'static str,
    values: RangeInclusive<u64>,
}

impl List {
    pub const fn new(count: Count, value: &'static str, values: RangeInclusive<u64>) -> Self {
        List {
            count,
            value,
            values,
        }
    }

    /// Reads the count and that many numbers.
    pub fn read(&self, tokens: &mut Tokens, outside: &mut Outside) -> Result<Vec<u64>, String> {
        let count = tokens.number(self.count.name)?;
        self.read_after(count, tokens, outside)
    }

    /// Reads the numbers after a count already read (one a terminator might have been).
    pub fn read_after(
        &self,
        count: u64,
        tokens: &mut Tokens,
        outside: &mut Outside,
    ) -> Result<Vec<u64>, String> {
        self.count.check(count, outside);
        read_list(tokens, count, self.value, self.values.clone(), outside)
    }
}

/// Where the cases of an input start and end.
pub enum Frame {
    /// `T` (this count) first, then T cases, and nothing after them.
    Counted(Count),
    /// Exactly one case, and nothing after it.
    Single,
    /// Cases until a count of 0, which may be missing, and nothing after it.
    UntilZero,
}

/// An input made of list cases.
pub struct ListInput {
    pub frame: Frame,
    pub list: List,
}

impl Format<Vec<u64>> for ListInput {
    /// Each case as its count on one line and its numbers on the next.
    fn render(&self, cases: &[Vec<u64>]) -> String {
        let mut input = match self.frame {
            Frame::Counted(_) => format!("{}\n", cases.len()),
            Frame::Single | Frame::UntilZero => String::new(),
        };
        for values in cases {
            push_list(&mut input, values);
        }
        if let Frame::UntilZero = self.frame {
            input.push_str("0\n");
        }
        input
    }

    fn parse(&self, input: &[u8]) -> Result<Parsed<Vec<u64>>, String> {
        self.parse_checking(input, |_, _| {})
    }

    /// Halves, one number fewer, or one number smaller, within the count's and the values'
    /// ranges (a list ended by a count of 0 keeps at least one number).
    fn shrink(&self, values: &Vec<u64>) -> Vec<Vec<u64>> {
        let fewest = match self.frame {
            Frame::UntilZero => self.list.count.range.start().max(&1),
            Frame::Counted(_) | Frame::Single => self.list.count.range.start(),
        };
        shrink_list(values, *fewest as usize, *self.list.values.start())
    }
}

impl ListInput {
    pub const fn new(frame: Frame, list: List) -> Self {
        ListInput { frame, list }
    }

    /// The table of three-number positions (piles, heaps) `a`, `b` and `c`, each from the
    /// smallest value the statement allows, which `c` keeps unless fixed; the winner is read by
    /// `mover_wins`.
    pub fn three_table(&self, mover_wins: fn(&str) -> bool) -> Table<Vec<u64>> {
        let lowest = *self.list.values.start();
        Table {
            parameters: ["a", "b", "c"]
                .map(|name| Parameter::new(name, lowest))
                .to_vec(),
            case: |values| Some(values.to_vec()),
            mover_wins,
        }
    }

    /// [`ListInput::parse`], with `check` recording why a case breaks the statement's other
    /// promises (right after the case is read, so the first reason stays the first).
    pub fn parse_checking(
        &self,
        input: &[u8],
        mut check: impl FnMut(&[u64], &mut Outside),
    ) -> Result<Parsed<Vec<u64>>, String> {
        let mut tokens = Tokens::new(input);
        let mut outside = Outside::default();
        let mut cases = Vec::new();
        let mut keep = |values: Vec<u64>, outside: &mut Outside| {
            check(&values, outside);
            cases.push(values);
        };
        match &self.frame {
            Frame::Counted(batch) => {
                for _ in 0..batch.read(&mut tokens, &mut outside)? {
                    keep(self.list.read(&mut tokens, &mut outside)?, &mut outside);
                }
                outside.no_trailing_tokens(&mut tokens);
            }
            Frame::Single => {
                keep(self.list.read(&mut tokens, &mut outside)?, &mut outside);
                outside.no_trailing_tokens(&mut tokens);
            }
            Frame::UntilZero => {
                while !tokens.is_empty() {
                    let count = tokens.number(self.list.count.name)?;
                    if count == 0 {
                        outside.no_trailing_tokens(&mut tokens);
                        break;
                    }
                    let values = self.list.read_after(count, &mut tokens, &mut outside)?;
                    keep(values, &mut outside);
                }
            }
        }
        require_a_case(&cases, &mut outside);
        Ok(Parsed {
            cases,
            outside_statement: outside.into_reason(),
        })
    }
}
