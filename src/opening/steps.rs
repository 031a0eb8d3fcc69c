//! A tournament opening's steps, taken in the study module on the study's board, over the
//! page's: the players (or the player and the computer, through a search worker of its
//! own) place the opening stones, choose colours and make and pick renju's fifth-move
//! offers; when the opening is over, the game is handed to the page, which opens it as it
//! opens a link (`…&you=white&opening=swap2:…&moves=…`).
//!
//! The opening follows the page through the seam ([`seam`]): the page's saved game says
//! when one is under way, and the clicks made on the page's board meanwhile are held for
//! it. The page keeps only the note of the opening ([`OpeningNote`]) in its saved game;
//! the steps under way are kept here under [`OPENING_KEY`] with the game's seed, so that
//! a reload resumes them, and a link copied mid-opening carries them.

use gobang_engine::ai::Level;
use gobang_engine::opening::{Action, Choice, Contest, OpeningRule, Role, Step};
use gobang_engine::{Pos, Rule, Stone};
use leptos::prelude::*;

use crate::game::opening_note::{OpeningNote, OpeningStage};
use crate::game::saved::{SavedGame, SharedGame};
use crate::game::session::Opponent;
use crate::opening::texts::{Actor, OpeningTexts, opening_texts};
use crate::shell::browser::{load_setting, remove_setting, save_setting};
use crate::shell::keys::OPENING_KEY;
use crate::shell::seam::{self, PageCommand};
use crate::shell::text::Lang;
use crate::worker::client::WorkerClient;
use crate::worker::opening_protocol::OpeningJob;
use crate::worker::protocol::{Reply, Request};

/// Who takes the steps of an opening: the people, or the computer for a role.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    /// Who plays whom.
    pub opponent: Opponent,
    /// The person's role against the computer.
    pub person: Role,
    /// The computer's level(s): black's and white's when it plays itself.
    pub levels: (Level, Level),
    /// The game's seed.
    pub seed: u32,
}

impl Seats {
    /// Whether the computer takes `role`'s steps.
    pub fn computer(self, role: Role) -> bool {
        match self.opponent {
            Opponent::Computer => role != self.person,
            Opponent::Person => false,
            Opponent::Watch => true,
        }
    }

    /// How the texts name whoever takes `role`'s steps.
    pub fn actor(self, role: Role) -> Actor {
        match self.opponent {
            Opponent::Computer if role == self.person => Actor::You,
            Opponent::Computer => Actor::Computer,
            Opponent::Person | Opponent::Watch => Actor::Player(role),
        }
    }
}

/// Whether the contest's opening is over, so that the page plays on: under renju's
/// prescribed opening once the fifth stone (the offer picked) is on the board (white's
/// fourth move comes between the swap and the offers), otherwise once only moves are left.
pub fn opening_over(contest: &Contest) -> bool {
    match contest.opening() {
        OpeningRule::Rif => contest.game().moves().len() >= 5 || contest.game().is_over(),
        _ => !contest.step().in_opening(),
    }
}

/// The contest's steps as the page's note keeps them: words joined by commas.
pub fn steps_of(contest: &Contest) -> String {
    contest.record().replace(' ', ",")
}

/// The contest a note's steps describe; a note taken back into loses the last step of
/// the person who undid (against the computer, every step back to the person's last).
///
/// # Errors
/// Why the steps could not be read.
pub fn contest_of(
    note: &OpeningNote,
    size: usize,
    rule: Rule,
    seats: Seats,
    kept: Option<&str>,
) -> Result<Contest, String> {
    let steps = kept.unwrap_or(&note.steps).replace(',', " ");
    let mut contest =
        Contest::from_record(&steps, size, rule, note.rule).map_err(|e| e.to_string())?;
    // Steps kept by the study module are where the players stand; a note taken back into
    // still has the step that is to go.
    if kept.is_none() && note.stage == OpeningStage::TakenBack {
        take_back(&mut contest, seats);
    }
    Ok(contest)
}

/// The person's role against the computer, from the colour the page says they hold:
/// while the opening is under way, the colour they began with (black: they open); once it
/// is over (or taken back into), the colour its steps gave them.
pub fn person_role(note: &OpeningNote, person: Stone, size: usize, rule: Rule) -> Role {
    let colour_of_opener = match note.stage {
        OpeningStage::UnderWay => Stone::Black,
        OpeningStage::Over | OpeningStage::TakenBack => {
            Contest::from_record(&note.steps.replace(',', " "), size, rule, note.rule)
                .map_or(Stone::Black, |c| c.colour(Role::Opener))
        }
    };
    if person == colour_of_opener {
        Role::Opener
    } else {
        Role::Responder
    }
}

/// What the computer did in its last run of steps of a swap or swap2 opening against a
/// person, for the line that says so beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerSteps {
    /// The opening's steps (its record's words) once the computer had taken them.
    pub steps: String,
    /// How many stones were on the board then.
    pub stones: usize,
    /// The stones it placed, in order, with their colours.
    pub placed: Vec<(Pos, Stone)>,
    /// Whether it chose to place two more stones (swap2).
    pub more: bool,
    /// The colour it took, if it chose one.
    pub took: Option<Stone>,
    /// Its first move after the opening, once the page has played it.
    pub then: Option<Pos>,
}

/// The computer's last run of steps in `contest`, when it plays a person under swap or
/// swap2 (renju's opening has its offers marked on the board); `None` when the last step
/// was the person's.
pub fn computer_steps(contest: &Contest, seats: Seats) -> Option<ComputerSteps> {
    if seats.opponent != Opponent::Computer
        || !matches!(contest.opening(), OpeningRule::Swap | OpeningRule::Swap2)
    {
        return None;
    }
    let run = contest
        .actors()
        .iter()
        .rev()
        .take_while(|&&role| seats.computer(role))
        .count();
    let actions = &contest.actions()[contest.actions().len() - run..];
    let board = contest.game().board();
    let mut did = ComputerSteps {
        steps: steps_of(contest),
        stones: contest.game().moves().len(),
        placed: Vec::new(),
        more: false,
        took: None,
        then: None,
    };
    for &action in actions {
        match action {
            Action::Stone(pos) => did.placed.extend(board.get(pos).map(|stone| (pos, stone))),
            Action::Choose(Choice::More) => did.more = true,
            Action::Choose(_) => did.took = Some(contest.colour(!seats.person)),
            Action::Offer(_) => {}
        }
    }
    (!did.placed.is_empty() || did.took.is_some()).then_some(did)
}

/// The computer's steps once the page plays on from its opening (`moves`: the game's
/// moves, `person`: the person's colour): with its first move after the opening when it
/// has played it; `None` once the person has moved after the opening.
pub fn after_opening(
    mut did: ComputerSteps,
    moves: &[Pos],
    person: Stone,
) -> Option<ComputerSteps> {
    // The opening's stones alternate from black, and so do the moves after them.
    let colour = |i: usize| {
        if i.is_multiple_of(2) {
            Stone::Black
        } else {
            Stone::White
        }
    };
    let later = moves.iter().enumerate().skip(did.stones);
    if later.clone().any(|(i, _)| colour(i) == person) {
        return None;
    }
    did.then = later.map(|(_, &pos)| pos).next();
    Some(did)
}

/// Takes back the last step of a person (and the computer's steps after it).
pub fn take_back(contest: &mut Contest, seats: Seats) -> bool {
    let mut undone = false;
    while let Some(&last) = contest.actors().last() {
        contest.undo();
        undone = true;
        if !seats.computer(last) {
            break;
        }
    }
    undone
}

/// The opening under way, if any, and the worker that takes the computer's steps.
#[derive(Clone, Copy)]
pub struct OpeningSteps {
    /// The contest, while its opening is under way.
    pub contest: RwSignal<Option<Contest>>,
    /// Who takes its steps.
    pub seats: RwSignal<Option<Seats>>,
    /// Whether the computer is taking a step.
    pub thinking: RwSignal<bool>,
    /// A message on the last step refused, for the person.
    pub notice: RwSignal<Option<String>>,
    /// What the computer did in its last steps, until the person's next step or move.
    pub computer_did: RwSignal<Option<ComputerSteps>>,
    /// The page's language.
    pub lang: RwSignal<Lang>,
    /// The side of the page's board.
    pub size: RwSignal<usize>,
    asked: StoredValue<Option<u32>>,
    opener: StoredValue<WorkerClient, LocalStorage>,
}

impl OpeningSteps {
    /// No opening yet.
    pub(super) fn new() -> OpeningSteps {
        OpeningSteps {
            contest: RwSignal::new(None),
            seats: RwSignal::new(None),
            thinking: RwSignal::new(false),
            notice: RwSignal::new(None),
            computer_did: RwSignal::new(None),
            lang: RwSignal::new(Lang::default()),
            size: RwSignal::new(15),
            asked: StoredValue::new(None),
            opener: StoredValue::new_local(WorkerClient::default()),
        }
    }

    /// Follows what the page publishes (see [`seam`]): its language, its saved game, and
    /// the clicks held on its board, each the opening's step.
    pub(super) fn read_page(self) {
        let state = seam::read().unwrap_or_default();
        if self.lang.get_untracked() != state.lang {
            self.lang.set(state.lang);
        }
        let saved = state
            .saved
            .as_deref()
            .and_then(|t| SavedGame::decode(t).ok());
        let size = saved
            .as_ref()
            .map_or(state.setup.size, |s| s.game.board().size());
        if self.size.get_untracked() != size {
            self.size.set(size);
        }
        self.follow(saved.as_ref());
        for pos in seam::take_held_clicks() {
            self.click(pos);
        }
    }

    /// The texts in the page's language.
    pub fn texts(self) -> &'static OpeningTexts {
        opening_texts(self.lang.get())
    }

    /// Follows the page's saved game: an opening under way (or taken back into) is set
    /// up from the steps kept for its seed, or from its note; anything else closes it.
    fn follow(self, saved: Option<&SavedGame>) {
        self.follow_computer_did(saved);
        let under_way = saved.filter(|s| s.opening.as_ref().is_some_and(OpeningNote::in_progress));
        let Some(saved) = under_way else {
            if self.contest.with_untracked(Option::is_some) {
                self.close();
            }
            return;
        };
        let Some(note) = saved.opening.clone() else {
            return;
        };
        let (size, rule) = (saved.game.board().size(), saved.game.rule());
        let seats = Seats {
            opponent: saved.opponent,
            person: person_role(&note, saved.person, size, rule),
            levels: (saved.level, saved.white_level),
            seed: saved.seed,
        };
        let prefix = format!("{} ", saved.seed);
        let kept = load_setting(OPENING_KEY);
        let kept = kept.as_deref().and_then(|k| k.strip_prefix(&prefix));
        if self.seats.get_untracked() == Some(seats) && self.contest.with_untracked(Option::is_some)
        {
            return;
        }
        let contest = match contest_of(&note, size, rule, seats, kept) {
            Ok(contest) => contest,
            Err(e) => {
                self.notice
                    .set(Some(format!("{} {e}", self.texts().bad_steps)));
                Contest::new(size, rule, note.rule)
                    .unwrap_or_else(|_| Contest::from_game(saved.game.clone()))
            }
        };
        self.seats.set(Some(seats));
        self.contest.set(Some(contest));
        self.after_step();
    }

    /// Keeps what the computer did in the opening just handed to the page (`saved`), with
    /// its first move since, until the person moves; any other game drops it.
    fn follow_computer_did(self, saved: Option<&SavedGame>) {
        let Some(did) = self.computer_did.get_untracked() else {
            return;
        };
        let same = saved.and_then(|s| Some((s, s.opening.as_ref()?)));
        let kept = match same {
            Some((saved, note)) if note.steps == did.steps => {
                after_opening(did.clone(), saved.game.moves(), saved.person)
            }
            // The opening under way: the steps follow it (a step of the person's clears it).
            Some((_, note)) if note.in_progress() => Some(did.clone()),
            _ => None,
        };
        if kept.as_ref() != Some(&did) {
            self.computer_did.set(kept);
        }
    }

    fn close(self) {
        self.give_up();
        self.thinking.set(false);
        self.contest.set(None);
        self.seats.set(None);
        self.notice.set(None);
    }

    /// The step the contest waits for, and who takes it.
    pub fn step(self) -> Option<(Step, Actor)> {
        let seats = self.seats.get()?;
        let step = self.contest.with(|c| c.as_ref().map(Contest::step))?;
        Some((step, seats.actor(step.by()?)))
    }

    /// Whether a person takes the step now (the board and the buttons take it).
    pub fn persons_step(self) -> bool {
        let Some(seats) = self.seats.get() else {
            return false;
        };
        self.contest
            .with(|c| c.as_ref().and_then(|c| c.step().by()))
            .is_some_and(|by| !seats.computer(by))
    }

    /// A click on the board: the stone, offer or pick the step asks for. Whether it was
    /// taken.
    pub fn click(self, pos: Pos) -> bool {
        let Some(step) = self
            .contest
            .with_untracked(|c| c.as_ref().map(Contest::step))
        else {
            return false;
        };
        let action = match step {
            Step::Place { .. } | Step::Pick { .. } | Step::Move { .. } => Action::Stone(pos),
            Step::Offer { .. } => Action::Offer(pos),
            Step::Choose { .. } => {
                self.notice.set(Some(self.texts().choose_first.to_owned()));
                return false;
            }
            Step::Over => return false,
        };
        self.act(action)
    }

    /// A choice button.
    pub fn choose(self, choice: Choice) {
        self.act(Action::Choose(choice));
    }

    /// Takes `action` for the person whose step it is; a refused action is explained.
    fn act(self, action: Action) -> bool {
        if !untrack(|| self.persons_step()) {
            return false;
        }
        let mut result = Ok(());
        self.contest.update(|c| {
            if let Some(c) = c {
                let by = c.step().by().unwrap_or(Role::Opener);
                result = c.act(by, action).map(|_| ());
            }
        });
        match result {
            Ok(()) => {
                self.notice.set(None);
                self.computer_did.set(None);
                self.after_step();
                true
            }
            Err(e) => {
                let size = self.size();
                self.notice.set(Some(self.texts().refused(e, size)));
                false
            }
        }
    }

    fn size(self) -> usize {
        self.contest
            .with_untracked(|c| c.as_ref().map_or(15, |c| c.game().board().size()))
    }

    /// Takes back the person's last step (and the computer's after it).
    pub fn undo(self) {
        let Some(seats) = self.seats.get_untracked() else {
            return;
        };
        self.give_up();
        self.notice.set(None);
        self.computer_did.set(None);
        self.contest.update(|c| {
            if let Some(c) = c {
                take_back(c, seats);
            }
        });
        self.after_step();
    }

    /// Whether the person has a step to take back.
    pub fn can_undo(self) -> bool {
        let Some(seats) = self.seats.get() else {
            return false;
        };
        self.contest.with(|c| {
            c.as_ref()
                .is_some_and(|c| c.actors().iter().any(|&role| !seats.computer(role)))
        })
    }

    /// Keeps the steps, hands the game to the page once the opening is over, or asks the
    /// computer for its step.
    fn after_step(self) {
        let (Some(seats), Some(contest)) =
            (self.seats.get_untracked(), self.contest.get_untracked())
        else {
            return;
        };
        let steps = steps_of(&contest);
        if !opening_over(&contest) {
            save_setting(OPENING_KEY, &format!("{} {steps}", seats.seed));
            if contest.step().by().is_some_and(|by| seats.computer(by)) {
                self.ask(&contest, seats);
            }
            return;
        }
        // Over: the page plays on from here.
        remove_setting(OPENING_KEY);
        let computer = seats.opponent != Opponent::Person;
        let shared = SharedGame {
            opponent: seats.opponent,
            game: contest.game().clone(),
            level: computer.then_some(seats.levels.0),
            white_level: (seats.opponent == Opponent::Watch).then_some(seats.levels.1),
            seed: Some(seats.seed),
            person: (seats.opponent == Opponent::Computer).then(|| contest.colour(seats.person)),
            opening: Some(OpeningNote {
                rule: contest.opening(),
                steps,
                stage: OpeningStage::Over,
            }),
        };
        self.close();
        seam::send(&PageCommand::open(shared));
    }

    /// Asks the worker for the computer's step.
    fn ask(self, contest: &Contest, seats: Seats) {
        let level = match (seats.opponent, contest.step()) {
            (
                Opponent::Watch,
                Step::Place {
                    stone: Stone::White,
                    ..
                },
            ) => seats.levels.1,
            _ => seats.levels.0,
        };
        let job = OpeningJob {
            level,
            // Each step draws its own candidates.
            seed: seats.seed.wrapping_add(contest.actions().len() as u32),
            size: contest.game().board().size(),
            rule: contest.game().rule(),
            opening: contest.opening(),
            steps: steps_of(contest),
        };
        // A step asked before, and not answered, is of no more use.
        self.give_up();
        let on_reply = move |reply| self.answer(reply);
        let sent = self
            .opener
            .with_value(|o| o.send(Request::Opening(job), on_reply));
        if sent.is_some() {
            self.asked.set_value(sent);
            self.thinking.set(true);
        }
    }

    /// Gives up the computer's step asked for, if any: its answer is dropped.
    fn give_up(self) {
        if let Some(id) = self.asked.try_update_value(Option::take).flatten() {
            self.opener.with_value(|o| o.stop(id));
        }
        self.thinking.set(false);
    }

    fn failed(self) {
        self.thinking.set(false);
        self.notice.set(Some(self.texts().worker_failed.to_owned()));
    }

    /// The computer's step, as the worker answers (a step given up is not answered).
    fn answer(self, reply: Reply) {
        self.asked.set_value(None);
        self.thinking.set(false);
        let Reply::Opened(actions) = reply else {
            self.failed();
            return;
        };
        let Some(seats) = self.seats.get_untracked() else {
            return;
        };
        let mut taken = true;
        self.contest.update(|c| {
            if let Some(c) = c {
                for action in actions {
                    let Some(by) = c.step().by().filter(|&by| seats.computer(by)) else {
                        break;
                    };
                    taken &= c.act(by, action).is_ok();
                }
            }
        });
        if taken {
            let did = self
                .contest
                .with_untracked(|c| c.as_ref().and_then(|c| computer_steps(c, seats)));
            self.computer_did.set(did);
            self.after_step();
        } else {
            self.failed();
        }
    }

    /// The opening rule under way, for the heading.
    pub fn rule(self) -> Option<OpeningRule> {
        self.contest.with(|c| c.as_ref().map(Contest::opening))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(opponent: Opponent, person: Role) -> Seats {
        Seats {
            opponent,
            person,
            levels: (Level::Easy, Level::Easy),
            seed: 5,
        }
    }

    #[test]
    fn a_note_taken_back_loses_the_persons_last_step() {
        let note = OpeningNote::parse("swap2-h8,h9,i9,more,j10,k11,black").unwrap();
        // Against the computer, the person (the opener) chose black after the computer's
        // two more stones: the choice goes, back to the person's step.
        let vs = seats(Opponent::Computer, Role::Opener);
        let c = contest_of(&note, 15, Rule::Freestyle, vs, None).unwrap();
        assert_eq!(c.record(), "h8 h9 i9 more j10 k11");
        assert!(matches!(
            c.step(),
            Step::Choose {
                by: Role::Opener,
                ..
            }
        ));
        // The person as responder: back to before their `more` and its stones? Their
        // last step was the two stones' second, then the computer's choice goes with it.
        let responder = seats(Opponent::Computer, Role::Responder);
        let c = contest_of(&note, 15, Rule::Freestyle, responder, None).unwrap();
        assert_eq!(c.record(), "h8 h9 i9 more j10");
        // Between people, one step.
        let two = seats(Opponent::Person, Role::Opener);
        let c = contest_of(&note, 15, Rule::Freestyle, two, None).unwrap();
        assert_eq!(c.record(), "h8 h9 i9 more j10 k11");
        // Kept steps win over the note; bad steps are refused with the reason.
        let c = contest_of(&note, 15, Rule::Freestyle, two, Some("h8,h9")).unwrap();
        assert_eq!(c.record(), "h8 h9");
        assert!(contest_of(&note, 15, Rule::Freestyle, two, Some("h8,h8")).is_err());
    }

    #[test]
    fn the_persons_role_follows_the_colour_the_steps_gave() {
        let begun = OpeningNote::parse("swap2+h8,h9").unwrap();
        assert_eq!(
            person_role(&begun, Stone::Black, 15, Rule::Freestyle),
            Role::Opener
        );
        assert_eq!(
            person_role(&begun, Stone::White, 15, Rule::Freestyle),
            Role::Responder
        );
        // The responder took black: holding black now means having responded.
        let over = OpeningNote::parse("swap2:h8,h9,i9,black").unwrap();
        assert_eq!(
            person_role(&over, Stone::Black, 15, Rule::Freestyle),
            Role::Responder
        );
        let seen = OpeningNote::parse("swap2-f9,g7,f8,black").unwrap();
        assert_eq!(
            person_role(&seen, Stone::Black, 15, Rule::Freestyle),
            Role::Responder
        );
        let back = OpeningNote::parse("swap2-h7,j5,h5,black").unwrap();
        assert_eq!(
            person_role(&back, Stone::White, 15, Rule::Freestyle),
            Role::Opener
        );
        let role = person_role(&back, Stone::Black, 15, Rule::Freestyle);
        assert_eq!(role, Role::Responder);
        let vs = Seats {
            opponent: Opponent::Computer,
            person: role,
            levels: (Level::Easy, Level::Easy),
            seed: 1,
        };
        let c = contest_of(&back, 15, Rule::Freestyle, vs, None).unwrap();
        assert_eq!(c.record(), "h7 j5 h5");
    }

    #[test]
    fn who_takes_each_step() {
        let vs = seats(Opponent::Computer, Role::Responder);
        assert!(vs.computer(Role::Opener));
        assert!(!vs.computer(Role::Responder));
        assert_eq!(vs.actor(Role::Responder), Actor::You);
        let watch = seats(Opponent::Watch, Role::Opener);
        assert!(watch.computer(Role::Opener) && watch.computer(Role::Responder));
        assert_eq!(
            seats(Opponent::Person, Role::Opener).actor(Role::Responder),
            Actor::Player(Role::Responder)
        );
    }

    #[test]
    fn the_computers_last_steps_are_what_it_did() {
        let p = |name: &str| Pos::parse(name, 15).unwrap();
        let contest = |steps: &str| {
            Contest::from_record(steps, 15, Rule::Freestyle, OpeningRule::Swap2).unwrap()
        };
        // The person opened (me first); the computer took white.
        let vs = seats(Opponent::Computer, Role::Opener);
        let did = computer_steps(&contest("h8 h9 i9 white"), vs).unwrap();
        assert_eq!(
            (did.took, did.more, did.stones),
            (Some(Stone::White), false, 3)
        );
        assert!(did.placed.is_empty());
        assert_eq!(did.steps, "h8,h9,i9,white");
        // It placed two more stones: told with their colours.
        let did = computer_steps(&contest("h8 h9 i9 more j10 k11"), vs).unwrap();
        assert!(did.more && did.took.is_none());
        assert_eq!(
            did.placed,
            [(p("j10"), Stone::White), (p("k11"), Stone::Black)]
        );
        // The person's step last: nothing to tell.
        assert_eq!(computer_steps(&contest("h8 h9"), vs), None);
        // The computer opened: its three stones.
        let opener = seats(Opponent::Computer, Role::Responder);
        let did = computer_steps(&contest("h8 h9 i9"), opener).unwrap();
        assert_eq!(did.placed.len(), 3);
        // Between two people, nobody to tell of.
        assert_eq!(
            computer_steps(
                &contest("h8 h9 i9 white"),
                seats(Opponent::Person, Role::Opener)
            ),
            None
        );
    }

    #[test]
    fn what_the_computer_did_stays_until_the_person_moves() {
        let p = |name: &str| Pos::parse(name, 15).unwrap();
        let did = ComputerSteps {
            steps: "h8,h9,i9,white".to_owned(),
            stones: 3,
            placed: Vec::new(),
            more: false,
            took: Some(Stone::White),
            then: None,
        };
        let opening = [p("h8"), p("h9"), p("i9")];
        // Handed over: white (the computer) to move.
        assert_eq!(
            after_opening(did.clone(), &opening, Stone::Black),
            Some(did.clone())
        );
        // The computer's move: told with it.
        let played = [opening.as_slice(), &[p("f7")]].concat();
        let told = after_opening(did.clone(), &played, Stone::Black).unwrap();
        assert_eq!(told.then, Some(p("f7")));
        // The person's answer: the line goes.
        let answered = [played.as_slice(), &[p("a1")]].concat();
        assert_eq!(after_opening(did, &answered, Stone::Black), None);
    }
}
