//! How many numbers a list holds, or rows a group repeats, from an earlier count: the count
//! itself (`a*n`), or a line's arithmetic of it as statements write it (`(I J)*(N - 1)`: N
//! vertices, N − 1 edges; `a*(2n)`, `a*(2*n)`, `x*(n + 1)`).
//!
//! The count is still one name, read once, and a case still does not store it: it is the length
//! of what it counts run backwards (N = rows + 1), so a case cannot disagree with itself. A
//! length that no value of the count makes (an odd list for `2n`) is outside the statement.

use std::fmt;

/// `times × name + plus`: the length of a list or group for each value of the count `name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Count {
    pub name: &'static str,
    pub times: u64,
    pub plus: i64,
}

impl Count {
    /// The count itself: a length of `name`.
    pub fn plain(name: &'static str) -> Count {
        Count {
            name,
            times: 1,
            plus: 0,
        }
    }

    /// Whether the length is the count itself, without arithmetic.
    pub fn is_plain(self) -> bool {
        self.times == 1 && self.plus == 0
    }

    /// The length for the count's `value`; `None` where it would be negative or beyond 64 bits.
    pub fn length(self, value: u64) -> Option<u64> {
        value.checked_mul(self.times)?.checked_add_signed(self.plus)
    }

    /// The count's value that makes `length`; `None` for a length no value makes (below
    /// `plus`, or not a multiple of `times` above it).
    pub fn value(self, length: u64) -> Option<u64> {
        let above = i128::from(length) - i128::from(self.plus);
        let times = i128::from(self.times);
        if above < 0 || above % times != 0 {
            return None;
        }
        u64::try_from(above / times).ok()
    }

    /// The least value of the count whose length is not negative: 1 for `N - 1`.
    pub fn least_value(self) -> u64 {
        match u64::try_from(-self.plus) {
            Ok(below) if below > 0 => below.div_ceil(self.times),
            _ => 0,
        }
    }

    /// Shorter lists (or groups) than `values`, for shrinking, that a count with a step (`2n`)
    /// still makes, where dropping one value alone never does: the first half of the steps,
    /// then each step of `times` values in turn; none for a step of one, which dropping one
    /// value already makes.
    pub(crate) fn fewer_by_steps<T: Clone>(self, values: &[T]) -> Vec<Vec<T>> {
        let times = usize::try_from(self.times).unwrap_or(usize::MAX);
        let Some(steps) = self.value(values.len() as u64) else {
            return Vec::new();
        };
        if times < 2 || steps == 0 {
            return Vec::new();
        }
        let mut fewer = Vec::new();
        if let Some(half) = self
            .length(steps / 2)
            .filter(|&half| half + 1 < values.len() as u64)
        {
            fewer.push(values[..half as usize].to_vec());
        }
        let extra = values.len() - times * steps as usize;
        for start in (0..values.len() - extra).step_by(times) {
            let mut without = values.to_vec();
            without.drain(start..start + times);
            fewer.push(without);
        }
        fewer
    }

    /// The count written between the parentheses of `a*(…)`: `n`, `N - 1`, `2n`, `2*n`, `n*2`,
    /// `2n + 1`, each a whole number of times an earlier name, plus or minus a number.
    pub(crate) fn parse(tokens: &[&'static str]) -> Result<Count, String> {
        let text = tokens.join(" ");
        let bad = || {
            format!(
                "`({text})` is no count: write an earlier name with a whole number of times and \
                 a number added or taken away, as `(N - 1)`, `(2n)`, `(2*n + 1)`"
            )
        };
        let is_name = |t: &str| t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_');
        let whole = |t: &str| -> Option<u64> {
            (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse().ok())
                .flatten()
        };
        let (times, name, rest) = match tokens {
            [k, "*", name, rest @ ..] if is_name(name) => (whole(k), *name, rest),
            [name, "*", k, rest @ ..] if is_name(name) => (whole(k), *name, rest),
            [name, rest @ ..] if is_name(name) => (Some(1), *name, rest),
            // `2n`: one token, the digits then the name.
            [both, rest @ ..] => {
                let digits = both.bytes().take_while(u8::is_ascii_digit).count();
                let name = &both[digits..];
                if digits == 0 || !is_name(name) {
                    return Err(bad());
                }
                (whole(&both[..digits]), name, rest)
            }
            [] => return Err(bad()),
        };
        let times = times.filter(|&times| times > 0).ok_or_else(bad)?;
        let number = |c: &str| whole(c).and_then(|c| i64::try_from(c).ok());
        let plus = match rest {
            [] => 0,
            ["+", c] => number(c).ok_or_else(bad)?,
            ["-", c] => -number(c).ok_or_else(bad)?,
            _ => return Err(bad()),
        };
        Ok(Count { name, times, plus })
    }
}

/// As a statement writes it: `n`, `N - 1`, `2n + 1`, `2*cnt`.
impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.times {
            1 => write!(f, "{}", self.name)?,
            times if self.name.len() == 1 => write!(f, "{times}{}", self.name)?,
            times => write!(f, "{times}*{}", self.name)?,
        }
        match self.plus {
            0 => Ok(()),
            plus if plus > 0 => write!(f, " + {plus}"),
            plus => write!(f, " - {}", plus.unsigned_abs()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &'static str) -> Result<Count, String> {
        let tokens: Vec<&'static str> = text.split(' ').collect();
        Count::parse(&tokens)
    }

    #[test]
    fn counts_are_written_as_statements_write_them() {
        let count = |name, times, plus| Count { name, times, plus };
        assert_eq!(parsed("N - 1"), Ok(count("N", 1, -1)));
        assert_eq!(parsed("2n"), Ok(count("n", 2, 0)));
        assert_eq!(parsed("2 * n"), Ok(count("n", 2, 0)));
        assert_eq!(parsed("n * 2 + 1"), Ok(count("n", 2, 1)));
        assert_eq!(parsed("n + 1"), Ok(count("n", 1, 1)));
        assert_eq!(parsed("n"), Ok(Count::plain("n")));
        for bad in ["0n", "n - x", "2", "n * n", "n - 1 - 1", "2 * 3"] {
            let error = parsed(bad).unwrap_err();
            assert!(error.contains("is no count"), "{bad}: {error}");
        }
        for text in ["N - 1", "2n", "2n + 1", "n"] {
            assert_eq!(parsed(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn a_length_runs_back_to_its_count() {
        let edges = parsed("N - 1").unwrap();
        assert_eq!((edges.length(1), edges.length(0)), (Some(0), None));
        assert_eq!((edges.value(0), edges.value(4)), (Some(1), Some(5)));
        assert_eq!(edges.least_value(), 1);
        let even = parsed("2n").unwrap();
        assert_eq!((even.value(6), even.value(7)), (Some(3), None));
        let odd = parsed("2n + 1").unwrap();
        assert_eq!((odd.value(0), odd.value(5)), (None, Some(2)));
        assert_eq!(parsed("3n - 4").unwrap().least_value(), 2);
        assert_eq!(even.length(u64::MAX), None);
    }

    #[test]
    fn a_list_of_a_step_shrinks_by_whole_steps() {
        let even = parsed("2n").unwrap();
        assert_eq!(
            even.fewer_by_steps(&[1, 2, 3, 4, 5, 6]),
            [
                vec![1, 2],
                vec![3, 4, 5, 6],
                vec![1, 2, 5, 6],
                vec![1, 2, 3, 4]
            ]
        );
        assert!(parsed("N - 1").unwrap().fewer_by_steps(&[1, 2]).is_empty());
        let odd = parsed("2n + 1").unwrap();
        assert_eq!(odd.fewer_by_steps(&[1, 2, 3]), [vec![1], vec![3]]);
    }
}

/// Counts with arithmetic through every walk of a format: read, render, check, draw, enumerate
/// and shrink.
#[cfg(test)]
mod walks {
    use crate::{Case, Draw, Input, Rng, Scale, Sizes, Value};

    /// HDU 3094's input without its tree: N, then N − 1 rows `I J`.
    fn edges() -> Input {
        Input::parse(
            "T cases / N / (I J)*(N - 1)",
            "1 <= T <= 100; 1 <= N <= 1000; 1 <= I, J <= N",
        )
    }

    const SAMPLE: &str = "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n1\n";

    #[test]
    fn rows_of_n_minus_one_read_and_render_back() {
        let input = edges();
        let parsed = input.read(SAMPLE.as_bytes()).unwrap();
        assert_eq!(parsed.outside_statement, None);
        let rows: Vec<usize> = parsed.cases.iter().map(|c| c.group("N").len()).collect();
        assert_eq!(rows, [2, 2, 0], "N = 1 is a tree without edges");
        assert_eq!(parsed.cases[0].rows()[1]["J"], 3);
        assert_eq!(input.render(&parsed.cases), SAMPLE);
        // The count runs back from the rows: I <= N holds against N = rows + 1.
        let outside = input.read(b"1\n2\n1 3\n").unwrap().outside_statement;
        assert_eq!(outside.as_deref(), Some("J = 3 is above N = 2"));
    }

    #[test]
    fn a_short_input_or_a_count_below_its_arithmetic_is_refused_in_one_line() {
        let input = edges();
        let short = input.read(b"1\n3\n1 2\n").unwrap_err();
        assert_eq!(
            short,
            "line 4: the input ends where I was expected, in row 2 of N - 1 = 2 (N = 3)"
        );
        let none = input.read(b"1\n0\n").unwrap_err();
        assert_eq!(
            none,
            "line 2: N = 0 makes N - 1 negative or beyond 64 bits; N is at least 1"
        );
        let error = crate::notation::parse("one case / N / (I J)*(N - 1)", "N <= 5; I, J <= N");
        assert_eq!(
            error.unwrap_err(),
            "`N - 1` is negative at N = 0: bound it from 1 (`1 <= N`)"
        );
    }

    #[test]
    fn lists_of_twice_a_count_and_one_more() {
        for (layout, text, lengths) in [
            ("until end / n / a*(2n)", "2\n1 2 3 4\n0\n\n", [4, 0]),
            ("until end / n / a*(2*n)", "1\n5 6\n0\n\n", [2, 0]),
            ("until end / n / a*(n + 1)", "2\n1 2 3\n0\n7\n", [3, 1]),
        ] {
            let layout: &'static str = layout;
            let input = Input::parse(layout, "n <= 10; a <= 9");
            let parsed = input.read(text.as_bytes()).unwrap();
            assert_eq!(parsed.outside_statement, None, "{layout}");
            let read: Vec<usize> = parsed.cases.iter().map(|c| c.list("a").len()).collect();
            assert_eq!(read, lengths, "{layout}");
            // Rendered lines hold no blank line for an empty list: compare the numbers.
            let again = input.read(input.render(&parsed.cases).as_bytes()).unwrap();
            assert_eq!(again, parsed, "{layout}");
        }
        let even = Input::parse("until end / n / a*(2n)", "n <= 10; a <= 9");
        let odd = Case::list_of("a", vec![1, 2, 3]);
        assert_eq!(
            even.outside(&odd).as_deref(),
            Some("a holds 3 numbers, but 2n is never 3")
        );
    }

    #[test]
    fn every_draw_keeps_the_arithmetic() {
        let input = edges();
        let mut rng = Rng::with_seed(44);
        let kinds = [
            Draw::Small(Sizes::DEFAULT, Scale::LARGEST),
            Draw::Small(Sizes::DEFAULT, Scale::SMALLEST),
            Draw::FullRange,
            Draw::Largest,
        ];
        for how in kinds {
            for _ in 0..50 {
                let case = input.draw(&mut rng, how);
                let text = input.render(std::slice::from_ref(&case));
                let parsed = input.read(text.as_bytes()).unwrap();
                assert_eq!(parsed.cases, std::slice::from_ref(&case), "{how:?}");
                let n: u64 = text.lines().nth(1).unwrap().parse().unwrap();
                assert_eq!(case.group("N").len() as u64, n - 1, "{how:?}");
            }
        }
        let largest = input.draw(&mut rng, Draw::Largest);
        assert_eq!(largest.group("N").len(), 999, "N at its top, 1000");
        let even = Input::parse("one case / n / a*(2n)", "1 <= n <= 50; a <= 9");
        assert_eq!(even.draw(&mut rng, Draw::Largest).list("a").len(), 100);
    }

    #[test]
    fn enumeration_makes_each_length_of_the_arithmetic() {
        let even = Input::parse("one case / n / a*(2n)", "n <= 5; a <= 1");
        let lengths: Vec<usize> = even
            .enumerate(2)
            .iter()
            .map(|case| case.list("a").len())
            .collect();
        // n = 0, 1, 2: 1 empty list, 4 of two bits, 16 of four.
        assert_eq!(lengths.len(), 1 + 4 + 16);
        assert!(lengths.iter().all(|length| length % 2 == 0));
        let rows = edges().enumerate(2);
        // N = 1: no rows; N = 2: one row of I, J in 1..=2.
        assert_eq!(rows.len(), 1 + 4);
    }

    #[test]
    fn shrinking_keeps_the_arithmetic() {
        let even = Input::parse("one case / n / a*(2n)", "1 <= n <= 50; a <= 9");
        let case = Case::list_of("a", vec![1, 2, 5, 4, 3, 0]);
        let candidates = even.shrink(&case);
        assert!(candidates.iter().all(|c| c.list("a").len() % 2 == 0));
        assert!(candidates.contains(&Case::list_of("a", vec![1, 2, 3, 0])));
        let mut small = case;
        let fails = |case: &Case| case.list("a").contains(&5);
        while let Some(smaller) = even.shrink(&small).into_iter().find(fails) {
            small = smaller;
        }
        // As short as the arithmetic allows (2n numbers), the other number as low as it goes;
        // which of the two comes first is the list shrinker's choice.
        let mut left = small.list("a").to_vec();
        left.sort_unstable();
        assert_eq!(left, [0, 5]);
        // Rows of N − 1: a row fewer is N one less, never below N = 1.
        let input = edges();
        let case = input.read(b"1\n3\n1 2\n2 3\n").unwrap().cases.remove(0);
        let shrunk = input.shrink(&case);
        assert!(shrunk.iter().any(|c| c.group("N").len() == 1), "{shrunk:?}");
        for smaller in &shrunk {
            assert_eq!(input.outside(smaller), None, "{smaller:?}");
        }
        let fields = vec![("N", Value::Rows(Vec::new()))];
        assert!(input.shrink(&Case { fields }).is_empty());
    }
}
