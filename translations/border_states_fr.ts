<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>BorderStates</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="+157" />
            <source>Initiative: {side}</source>
            <translation>Initiative : {side}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Bible used</source>
            <translation>Bible utilisée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Canon used</source>
            <translation>Canon utilisé</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/battles.py" line="+50" />
            <source>Battle {n}: {name}, intensity {i}</source>
            <translation>Bataille {n} : {name}, intensité {i}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You may place blocks here.</source>
            <translation>Vous pouvez placer des pavés ici.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Intensity {n} {dots}</source>
            <translation>Intensité {n} {dots}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/text.py" line="+147" />
            <source>upper front</source>
            <translation>front du haut</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lower front</source>
            <translation>front du bas</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="+48" />
            <source>Border states</source>
            <translation>États frontaliers</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/sides.py" line="+76" />
            <source>Stack</source>
            <translation>Pile</translation>
        </message>
        <message>
            <location line="+33" />
            <source>a {side} block you cannot see</source>
            <translation>un pavé {side} que vous ne voyez pas</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Recruitment file, place {n}: {what}</source>
            <translation>File de recrutement, place {n} : {what}</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="+35" />
            <source>{state}: {where}, %n marker(s)</source>
            <translation>
                <numerusform>{state} : {where}, %n marqueur</numerusform>
                <numerusform>{state} : {where}, %n marqueurs</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>Union control</source>
            <translation>Contrôle Union</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confederate control</source>
            <translation>Contrôle Confédération</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/sides.py" line="-43" />
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="-58" />
            <source>Available</source>
            <translation>Disponibles</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Recruitment file</source>
            <translation>File de recrutement</translation>
        </message>
        <message>
            <location line="-36" />
            <source>President ready</source>
            <translation>Président prêt</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="+33" />
            <source>Round {n} of {total}: {year}</source>
            <translation>Tour {n} sur {total} : {year}</translation>
        </message>
        <message numerus="yes">
            <location line="+19" />
            <source>Bag: %n cube(s)</source>
            <translation>
                <numerusform>Sac : %n cube</numerusform>
                <numerusform>Sac : %n cubes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/battles.py" line="+6" />
            <source>A {state} cube: the winner of battle {n} takes it</source>
            <translation>Un cube {state} : le vainqueur de la bataille {n} le prend</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{front}: shows {n}</source>
            <translation>{front} : montre {n}</translation>
        </message>
        <message>
            <location line="+19" />
            <source>{where}: empty</source>
            <translation>{where} : vide</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{where}: the Canon, worth {n} to nobody</source>
            <translation>{where} : le Canon, qui vaut {n} pour personne</translation>
        </message>
        <message>
            <location line="+29" />
            <source>a face-down {side} block</source>
            <translation>un pavé {side} face cachée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(face down: only you see it)</source>
            <translation>(face cachée : vous seul le voyez)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the Bible protects it</source>
            <translation>la Bible le protège</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="-43" />
            <source>Cubes</source>
            <translation>Cubes</translation>
        </message>
        <message>
            <location line="+31" />
            <source>{state} cubes won: {u} {a}, {c} {b}</source>
            <translation>Cubes {state} gagnés : {u} {a}, {c} {b}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/sides.py" line="+2" />
            <source>President used</source>
            <translation>Président joué</translation>
        </message>
        <message>
            <location line="+3" />
            <source>cards played: {n}</source>
            <translation>cartes jouées : {n}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/board.py" line="+186" />
            <source>The war is over.</source>
            <translation>La guerre est terminée.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{year}, turn {turn}: waiting for {names}.</source>
            <translation>{year}, tour {turn} : en attente de {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="+81" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+98" />
            <source>President: take any block of your file.</source>
            <translation>Président : prenez n'importe quel pavé de votre file.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+9" />
            <location line="+68" />
            <location line="+65" />
            <location line="+16" />
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="-6" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="-147" />
            <source>Recruit a block from one end of your file.</source>
            <translation>Recrutez un pavé à une extrémité de votre file.</translation>
        </message>
        <message>
            <location line="-9" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+3" />
            <source>Left end</source>
            <translation>Extrémité gauche</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+2" />
            <source>Right end</source>
            <translation>Extrémité droite</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+4" />
            <source>{end}: {block}</source>
            <translation>{end} : {block}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+8" />
            <source>Use the President…</source>
            <translation>Utiliser le Président…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Once per game: any block of the file.</source>
            <translation>Une fois par partie : n'importe quel pavé de la file.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="+18" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+9" />
            <source>Choose the block you show on top.</source>
            <translation>Choisissez le pavé que vous montrez au-dessus.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+2" />
            <source>Its battles say where both blocks may go; lower values place first. The block under it stays secret until the battle.</source>
            <translation>Ses batailles disent où vont les deux pavés ; la plus faible valeur place en premier. Le pavé du dessous reste secret jusqu'à la bataille.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The −2 can never be shown: if it is on top, both your blocks are revealed.</source>
            <translation>Le −2 ne peut jamais être montré : s'il est au-dessus, vos deux pavés sont révélés.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Showing {block}. Which block goes under it, face down?</source>
            <translation>Vous montrez {block}. Quel pavé va dessous, face cachée ?</translation>
        </message>
        <message>
            <location line="+50" />
            <source>Place {block} first: where? (accessible battles: {access})</source>
            <translation>Placez d'abord {block} : où ? (batailles accessibles : {access})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Other block first</source>
            <translation>L'autre pavé d'abord</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Shown block first</source>
            <translation>Le pavé visible d'abord</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="-16" />
            <source>No room: set aside</source>
            <translation>Pas de place : mis de côté</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+24" />
            <source>Then {block}: where?</source>
            <translation>Puis {block} : où ?</translation>
        </message>
        <message>
            <location line="-45" />
            <source>Blocks placed. Play a character, or end your placement.</source>
            <translation>Pavés placés. Jouez un personnage, ou terminez votre placement.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="+9" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+3" />
            <source>End my placement</source>
            <translation>Terminer mon placement</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+54" />
            <source>{card}: choose where.</source>
            <translation>{card} : choisissez où.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+5" />
            <source>Battle {old} → battle {new}</source>
            <translation>Bataille {old} → bataille {new}</translation>
        </message>
        <message>
            <location line="+10" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+10" />
            <source>Your Ambush must eliminate a block: which?</source>
            <translation>Votre Embuscade doit éliminer un pavé : lequel ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+2" />
            <source>Left, right or opposite — your own blocks too, if nothing else is there.</source>
            <translation>À gauche, à droite ou en face — vos propres pavés aussi, faute de mieux.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{slot}: {block}</source>
            <translation>{slot} : {block}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You won the battle: which cubes do you keep? The rest goes to the vanquished.</source>
            <translation>Vous avez gagné la bataille : quels cubes gardez-vous ? Le reste va au vaincu.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="+15" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+12" />
            <source>{state}: which marker moves one step toward you?</source>
            <translation>{state} : quel marqueur avance d'une case vers vous ?</translation>
        </message>
        <message>
            <location line="-1" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+8" />
            <source>The one on {pos}</source>
            <translation>Celui {pos}</translation>
        </message>
        <message numerus="yes">
            <location line="-103" />
            <source>%n face-down block(s)</source>
            <translation>
                <numerusform>%n bloc face cachée</numerusform>
                <numerusform>%n blocs face cachée</numerusform>
            </translation>
        </message>
        <message>
            <location line="+8" />
            <source>{side}: your file</source>
            <translation>{side} : votre file</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Recruited, ready to stack</source>
            <translation>Recrutés, prêts à empiler</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Your stack</source>
            <translation>Votre pile</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+36" />
            <source>Shown: {block}</source>
            <translation>Visible : {block}</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+35" />
            <source>Face down: {block}</source>
            <translation>Face cachée : {block}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Place your blocks</source>
            <translation>Placez vos blocs</translation>
        </message>
        <message>
            <location line="+20" />
            <source>You won the battle: which cubes do you keep?</source>
            <translation>Vous avez gagné la bataille : quels cubes gardez-vous ?</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+24" />
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="+14" />
            <source>the Union side</source>
            <translation>côté Union</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+1" />
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="+3" />
            <source>the centre</source>
            <translation>au centre</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+1" />
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="-1" />
            <source>the Confederate side</source>
            <translation>côté Confédération</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/text.py" line="-110" />
            <source>Union</source>
            <translation>Union</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confederacy</source>
            <translation>Confédération</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The Union</source>
            <translation>L'Union</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Confederacy</source>
            <translation>La Confédération</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the Union</source>
            <translation>l'Union</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the Confederacy</source>
            <translation>la Confédération</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Missouri</source>
            <translation>Missouri</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Kentucky</source>
            <translation>Kentucky</translation>
        </message>
        <message>
            <location line="+1" />
            <source>West Virginia</source>
            <translation>Virginie-Occidentale</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Maryland</source>
            <translation>Maryland</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delaware</source>
            <translation>Delaware</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Spy</source>
            <translation>Espion</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chaplain</source>
            <translation>Aumônier</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Artillery</source>
            <translation>Artillerie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Scout</source>
            <translation>Éclaireur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Reinforcements</source>
            <translation>Renforts</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Reveal a face-down enemy block on an accessible battle.</source>
            <translation>Révélez un pavé adverse face cachée sur une bataille accessible.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Put the Bible on a block of an accessible battle: no Ambush can eliminate it. Once per round for both sides.</source>
            <translation>Posez la Bible sur un pavé d'une bataille accessible : aucune Embuscade ne peut l'éliminer. Une fois par manche pour les deux camps.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Put the Canon on a free slot of an accessible battle: worth 1 for the front, for nobody's side. Once per round.</source>
            <translation>Posez le Canon sur un emplacement libre d'une bataille accessible : il vaut 1 pour le front, sans appartenir à personne. Une fois par manche.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Change one battle your visible block gives access to.</source>
            <translation>Changez une des batailles accessibles par votre pavé visible.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open one more slot on a full front of an accessible battle.</source>
            <translation>Ouvrez un emplacement de plus sur un front complet d'une bataille accessible.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a face-down block</source>
            <translation>un pavé face cachée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ambush</source>
            <translation>Embuscade</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Siege</source>
            <translation>Siège</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Worth 0. Face up, it copies the battles the opposing block reaches. At the Resolution it must eliminate a block beside it or opposite, even its own side's.</source>
            <translation>Vaut 0. Face visible, il copie les batailles accessibles par le pavé adverse. À la Résolution il doit éliminer un pavé à sa gauche, à sa droite ou en face, même de son propre camp.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Worth 1. Face up, it reaches any one battle, but both blocks must go on it.</source>
            <translation>Vaut 1. Face visible, il accède à une bataille au choix, mais les deux pavés doivent y être placés.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Worth {value} in its front. It reaches no battle: it is never the face-up block.</source>
            <translation>Vaut {value} dans son front. Il n'accède à aucune bataille : il n'est jamais le pavé face visible.</translation>
        </message>
        <message>
            <location line="+28" />
            <source>battle {battle}, {front}</source>
            <translation>bataille {battle}, {front}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>, slot {slot}</source>
            <translation>, emplacement {slot}</translation>
        </message>
        <message>
            <location line="+10" />
            <source>— {year} — Battles: {names}.</source>
            <translation>— {year} — Batailles : {names}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the left end</source>
            <translation>à l'extrémité gauche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the right end</source>
            <translation>à l'extrémité droite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>anywhere (President)</source>
            <translation>n'importe où (Président)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{side} recruits from {where}.</source>
            <translation>{side} recrute {where}.</translation>
        </message>
        <message>
            <location line="+169" />
            <source>Score: {union} {u}, {confederacy} {c}.</source>
            <translation>Score : {union} {u}, {confederacy} {c}.</translation>
        </message>
        <message>
            <location line="-162" />
            <source>Blocks shown: {blocks}.</source>
            <translation>Pavés révélés : {blocks}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{side} showed the −2: both blocks are revealed.</source>
            <translation>{side} a montré le −2 : ses deux pavés sont révélés.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Two Ambushes shown: all four blocks are set aside.</source>
            <translation>Deux Embuscades révélées : les quatre pavés sont mis de côté.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Tie: {side} has the initiative and places first; the token turns over.</source>
            <translation>Égalité : {side} a l'initiative et place en premier ; le jeton est retourné.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{side} places {block} on {slot}.</source>
            <translation>{side} place {block} sur {slot}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>{side} cannot place {block}: set aside.</source>
            <translation>{side} ne peut pas placer {block} : mis de côté.</translation>
        </message>
        <message>
            <location line="-69" />
            <source>{side} plays {card}.</source>
            <translation>{side} joue {card}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Revealed: {block}.</source>
            <translation>Révélé : {block}.</translation>
        </message>
        <message>
            <location line="+72" />
            <source>Battle {battle}: the blocks are turned face up.</source>
            <translation>Bataille {battle} : les pavés sont retournés.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Ambush: {side}'s {block} on {slot} is eliminated.</source>
            <translation>Embuscade : le pavé {block} de {side} sur {slot} est éliminé.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Two Ambushes face each other and eliminate each other.</source>
            <translation>Deux Embuscades se font face et s'éliminent mutuellement.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>An Ambush finds no block to eliminate.</source>
            <translation>Une Embuscade ne trouve aucun pavé à éliminer.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Battle {battle}: fronts {a} and {b}, no winning front; the cubes are discarded.</source>
            <translation>Bataille {battle} : fronts {a} et {b}, pas de front gagnant ; les cubes sont défaussés.</translation>
        </message>
        <message>
            <location line="-91" />
            <source>Battle {battle}: the {front} wins {a} to {b}; {side} brings {mine} against {theirs}.</source>
            <translation>Bataille {battle} : le {front} l'emporte {a} à {b} ; {side} y apporte {mine} contre {theirs}.</translation>
        </message>
        <message numerus="yes">
            <location line="-74" />
            <source>Worth {value} in its front. Face up, it reaches %n battle(s): {battles}.</source>
            <translation>
                <numerusform>Vaut {value} dans son front. Face visible, il accède à %n bataille : {battles}.</numerusform>
                <numerusform>Vaut {value} dans son front. Face visible, il accède à %n batailles : {battles}.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+89" />
            <source>{side} wins {cubes}.</source>
            <translation>{side} remporte {cubes}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{side} gets {cubes}.</source>
            <translation>{side} reçoit {cubes}.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>{side} recruits the block {block}.</source>
            <translation>{side} recrute le bloc {block}.</translation>
        </message>
        <message>
            <location line="+69" />
            <source>{state}: a marker moves toward the {side} ({start} → {end}).</source>
            <translation>{state} : un marqueur avance côté {side} ({start} → {end}).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The war is over: Union {u}, Confederacy {c}.</source>
            <translation>La guerre est terminée : Union {u}, Confédération {c}.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>{side} controls enough border states: sudden death.</source>
            <translation>{side} contrôle assez d'États frontaliers : mort subite.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{side} wins {u} to {c} after 1865.</source>
            <translation>{side} l'emporte {u} à {c} après 1865.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{u} all after 1865; {side} has more markers in its Control zone.</source>
            <translation>{u} partout après 1865 ; {side} a plus de marqueurs dans sa zone de Contrôle.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{u} all after 1865 and the same control; {side} played fewer character and President cards.</source>
            <translation>{u} partout après 1865 et autant de contrôle ; {side} a joué moins de cartes Personnage et Président.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A perfect tie after 1865: the Union wins — history is not replayed.</source>
            <translation>Égalité parfaite après 1865 : l'Union l'emporte — on ne refait pas l'histoire.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/touch.py" line="+58" />
            <source>Click to recruit it with the President.</source>
            <translation>Cliquez pour le recruter avec le Président.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Click to recruit it.</source>
            <translation>Cliquez pour le recruter.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Click to show it on top.</source>
            <translation>Cliquez pour le montrer dessus.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Click to put it under, face down.</source>
            <translation>Cliquez pour le mettre dessous, face cachée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Click to eliminate it.</source>
            <translation>Cliquez pour l'éliminer.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Click to move it one step toward you.</source>
            <translation>Cliquez pour l'avancer d'une case vers vous.</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Click to play the card here.</source>
            <translation>Cliquez pour jouer la carte ici.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Click again to keep it.</source>
            <translation>Cliquez encore pour la garder.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Click to place it on this front.</source>
            <translation>Cliquez pour le placer sur ce front.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Click to place this block first.</source>
            <translation>Cliquez pour placer ce pavé d'abord.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Click to play this card.</source>
            <translation>Cliquez pour jouer cette carte.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/legend.py" line="+82" />
            <source>a block shown: its value, and under it the battles it may go to (I·III); U the Union, C the Confederacy</source>
            <translation>un pavé visible : sa valeur, et dessous les batailles où il peut aller (I·III) ; U l'Union, C la Confédération</translation>
        </message>
        <message>
            <location line="+8" />
            <source>↔ the Ambush: it copies the battles of the opposing block</source>
            <translation>↔ l'Embuscade : elle reprend les batailles du pavé adverse</translation>
        </message>
        <message>
            <location line="+6" />
            <source>◼ the Siege: both blocks of the stack go to one battle</source>
            <translation>◼ le Siège : les deux pavés de la pile vont sur une même bataille</translation>
        </message>
        <message>
            <location line="+4" />
            <source>? a block you cannot see</source>
            <translation>? un pavé que vous ne voyez pas</translation>
        </message>
        <message>
            <location line="+3" />
            <source>a front: blocks fill the places nearest its arrow</source>
            <translation>un front : les pavés remplissent les emplacements les plus proches de sa flèche</translation>
        </message>
        <message>
            <location line="+4" />
            <source>MO, KY, WV, MD, DE: the border states ({names}), on cubes and cards</source>
            <translation>MO, KY, WV, MD, DE : les États frontaliers ({names}), sur les cubes et les cartes</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a state's markers on its track: the number says how many</source>
            <translation>les marqueurs d'un État sur sa piste : le nombre dit combien</translation>
        </message>
        <message>
            <location line="+9" />
            <source>a battle you may reach</source>
            <translation>bataille accessible</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a piece you may play (click)</source>
            <translation>pièce jouable (cliquer)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>chosen, not yet played</source>
            <translation>choisie, pas encore jouée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the last move</source>
            <translation>le dernier coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>a block face down</source>
            <translation>pavé face cachée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a free place</source>
            <translation>emplacement libre</translation>
        </message>
    </context>
    <context>
        <name>BsRules</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/rules_help.py" line="+17" />
            <source>General blocks</source>
            <translation>Pavés Général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Block</source>
            <translation>Pavé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battles</source>
            <translation>Batailles</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Kind</source>
            <translation>Type</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The −2</source>
            <translation>Le −2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Ambush</source>
            <translation>L'Embuscade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Siege</source>
            <translation>Le Siège</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 3</source>
            <translation>Le 3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First 1</source>
            <translation>Premier 1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Second 1</source>
            <translation>Deuxième 1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third 1</source>
            <translation>Troisième 1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First 2</source>
            <translation>Premier 2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Second 2</source>
            <translation>Deuxième 2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third 2</source>
            <translation>Troisième 2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Blocks available at the start</source>
            <translation>Pavés disponibles au départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slots per front</source>
            <translation>Emplacements par front</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle cards</source>
            <translation>Cartes Bataille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle</source>
            <translation>Bataille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Intensity</source>
            <translation>Intensité</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cube colours</source>
            <translation>Couleurs des cubes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Markers at the start</source>
            <translation>Marqueurs au départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Character cards</source>
            <translation>Cartes Personnage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Initiative at the start</source>
            <translation>Initiative au départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cubes of each state</source>
            <translation>Cubes de chaque État</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle cards set aside</source>
            <translation>Cartes Bataille écartées</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Steps from the centre to Control</source>
            <translation>Pas du centre jusqu'au Contrôle</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Order of one's own recruitment file seen</source>
            <translation>Ordre de sa propre file de recrutement visible</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Markers moved chosen by the side they move towards</source>
            <translation>Marqueurs déplacés choisis par le camp vers lequel ils vont</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canon on the free slot nearest the arrow</source>
            <translation>Canon sur l'emplacement libre le plus près de la flèche</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The Canon alone wins no cubes</source>
            <translation>Le Canon seul ne gagne aucun cube</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Victor takes every cube when there are few</source>
            <translation>Le vainqueur prend tous les cubes quand ils sont peu nombreux</translation>
        </message>
        <message>
            <location line="+3" />
            <source>An Ambush copying a Siege is no Siege</source>
            <translation>Une Embuscade qui copie un Siège n'est pas un Siège</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Marker {n}</source>
            <translation>Marqueur {n}</translation>
        </message>
        <message>
            <location line="+11" />
            <source>green</source>
            <translation>vert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>brown</source>
            <translation>marron</translation>
        </message>
        <message>
            <location line="+1" />
            <source>purple</source>
            <translation>violet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>yellow</source>
            <translation>jaune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>orange</source>
            <translation>orange</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Ambush {value}</source>
            <translation>Embuscade {value}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Siege {value}</source>
            <translation>Siège {value}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>no battle</source>
            <translation>aucune bataille</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{n} on the Union side</source>
            <translation>{n} côté Union</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} in the centre</source>
            <translation>{n} au centre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{n} on the Confederate side</source>
            <translation>{n} côté Confédération</translation>
        </message>
        <message>
            <location line="+7" />
            <source>; </source>
            <comment>between the states of a list</comment>
            <translation> ; </translation>
        </message>
        <message>
            <location line="+6" />
            <source>{n} of intensity {i}</source>
            <translation>{n} d'intensité {i}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{count} cards: {counts}</source>
            <translation>{count} cartes : {counts}</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The pictures of the blocks are lost: the ten of each side follow the rule “value 1: one battle, value 2: two battles, Siege and value 3: all battles”.</source>
            <translation>Les illustrations des pavés sont perdues : les dix de chaque camp suivent la règle « valeur 1 : une bataille, valeur 2 : deux batailles, Siège et valeur 3 : toutes les batailles ».</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Each side draws them at random at the start; its other blocks, shuffled, form its recruitment file (as a game sheet reports, and as the rounds add up).</source>
            <translation>Chaque camp les tire au hasard au départ ; ses autres pavés, mélangés, forment sa file de recrutement (comme le rapporte une fiche de jeu, et comme le veut le compte des manches).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>How many blocks a front holds, filled from the arrow outward (a front of the rulebook's examples holds at least 3); Reinforcements open one more.</source>
            <translation>Le nombre de pavés que tient un front, remplis depuis la flèche vers l'extérieur (un front des exemples de la règle en tient au moins 3) ; les Renforts en ouvrent un de plus.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The card pictures are lost: the Deterministic variant needs intensities that add up to 17; the names are historical battles of the border states.</source>
            <translation>Les illustrations des cartes sont perdues : la variante Déterministe demande des intensités dont la somme fait 17 ; les noms sont des batailles historiques des États frontaliers.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The rulebook names brown, yellow and purple cubes; the other colours are ours.</source>
            <translation>La règle nomme des cubes marron, jaunes et violets ; les autres couleurs sont les nôtres.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A track has a Union side, a centre and a Confederate side, with a Control zone beyond each end. Each state's markers, one per column: −1 on the Union side, 0 in the centre, 1 on the Confederate side.</source>
            <translation>Une piste a un côté Union, un centre et un côté Confédération, avec une zone de Contrôle au-delà de chaque extrémité. Les marqueurs de chaque État, un par colonne : −1 côté Union, 0 au centre, 1 côté Confédération.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Five characters per side, one of each effect; their names are the effects.</source>
            <translation>Cinq personnages par camp, un par effet ; leurs noms sont ceux des effets.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The side that holds the initiative first: 0 the Union, 1 the Confederacy.</source>
            <translation>Le camp qui a l'initiative au début : 0 l'Union, 1 la Confédération.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The cubes of each state in the bag at the start; the standard puts the box's 50 cubes, 10 for each of the five states.</source>
            <translation>Les cubes de chaque État dans le sac au départ ; le standard y met les 50 cubes de la boîte, 10 pour chacun des cinq États.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Battle cards set aside unseen at the start of a normal game; the standard leaves one card for each battle of the five rounds.</source>
            <translation>Cartes Bataille écartées sans être vues au début d'une partie normale ; le standard laisse une carte pour chaque bataille des cinq manches.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>How far from the centre of its track a marker is in a Control zone: the rulebook's worked examples need one step to a side, two to Control.</source>
            <translation>À quelle distance du centre de sa piste un marqueur est en zone de Contrôle : les exemples de la règle demandent un pas jusqu'à un côté, deux jusqu'au Contrôle.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A side sees the order of its own recruitment file, so it knows which block each end gives.</source>
            <translation>Un camp voit l'ordre de sa propre file de recrutement : il sait quel pavé donne chaque extrémité.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>When markers move at the end of a round, the side they move towards chooses which marker moves at each step.</source>
            <translation>Quand les marqueurs bougent en fin de manche, le camp vers lequel ils vont choisit quel marqueur avance à chaque pas.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The Canon goes on the free slot of a front nearest the arrow.</source>
            <translation>Le Canon va sur l'emplacement libre d'un front le plus près de la flèche.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A front made positive by the Canon alone, with no side positive, wins nobody the cubes: they are discarded.</source>
            <translation>Un front rendu positif par le seul Canon, sans camp positif, ne donne les cubes à personne : ils sont défaussés.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>When a battle has no more cubes than the victor may keep, the victor takes them all and the vanquished gets none.</source>
            <translation>Quand une bataille n'a pas plus de cubes que le vainqueur peut en garder, le vainqueur les prend tous et le vaincu n'en a aucun.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>An Ambush copying a Siege reaches all three battles but need not put both blocks on one.</source>
            <translation>Une Embuscade qui copie un Siège accède aux trois batailles sans devoir mettre ses deux pavés sur la même.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>&lt;h2&gt;Border States&lt;/h2&gt;&lt;p&gt;Stéphane Brachet. Two players: the Union against the Confederacy, 1861 to 1865. Win the influence of the five border states: control 4 states' markers of 4 colours or 5 markers to end the war at once, or have the most markers on your side after 1865.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Border States&lt;/h2&gt;&lt;p&gt;Stéphane Brachet. Deux joueurs : l'Union contre la Confédération, de 1861 à 1865. Gagnez l'influence des cinq États frontaliers : contrôlez 4 marqueurs de 4 couleurs ou 5 marqueurs pour finir la guerre aussitôt, ou ayez le plus de marqueurs de votre côté après 1865.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>&lt;h3&gt;Set-up&lt;/h3&gt;&lt;p&gt;Each side has {blocks} General blocks: {block_list}. It draws {available} of them at random as its available blocks; the others, shuffled, form its recruitment file. The bag holds {cubes} cubes of each state. Of the {cards} battle cards ({intensities}), {aside}. Each state's track has a Union side, a centre and a Confederate side, and a Control zone {control} steps from the centre on either side. Markers at the start: {markers}. The {side} holds the initiative first.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Mise en place&lt;/h3&gt;&lt;p&gt;Chaque camp a {blocks} pavés Général : {block_list}. Il en tire {available} au hasard, ses pavés disponibles ; les autres, mélangés, forment sa file de recrutement. Le sac contient {cubes} cubes de chaque État. Des {cards} cartes Bataille ({intensities}), {aside}. La piste de chaque État a un côté Union, un centre et un côté Confédération, et une zone de Contrôle à {control} pas du centre de chaque côté. Marqueurs au départ : {markers}. Le camp {side} a l'initiative au début.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <location line="+16" />
            <source>%n are set aside unseen</source>
            <translation>
                <numerusform>%n est écartée sans être vue</numerusform>
                <numerusform>%n sont écartées sans être vues</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;h3&gt;A round&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Preparation&lt;/b&gt;: 3 battles, each with intensity + {bonus} cubes drawn from the bag (cubes of a state whose markers are all in Control zones are discarded). &lt;b&gt;Combat&lt;/b&gt;, {turns} turns: recruit a block from either end of your file (the President, once per game, takes any); choose 2 blocks in secret and stack them; the top ones are shown (never the −2: whoever errs shows both). The lower shown value places first (a tie goes to the initiative, which turns over). The shown block gives the accessible battles; the Ambush copies the opponent's; with the Siege both blocks go to one battle. Each front has {slots}; blocks fill the free ones nearest the arrow, a block with no room is set aside. Characters are played before or after placing, on accessible battles only.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Une manche&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Préparation&lt;/b&gt; : 3 batailles, chacune avec intensité + {bonus} cubes tirés du sac (les cubes d'un état dont tous les marqueurs sont en zone de Contrôle sont défaussés). &lt;b&gt;Combat&lt;/b&gt;, {turns} tours : recrutez un pavé à une extrémité de votre file (le Président, une fois par partie, prend n'importe lequel) ; choisissez 2 pavés en secret et empilez-les ; ceux du dessus sont révélés (jamais le −2 : qui se trompe montre les deux). La plus faible valeur visible place en premier (égalité : l'initiative, dont le jeton se retourne). Le pavé visible donne les batailles accessibles ; l'Embuscade copie celles de l'adversaire ; avec le Siège les deux pavés vont sur la même bataille. Chaque front a {slots} ; les pavés remplissent les emplacements libres au plus près de la flèche, un pavé sans place est mis de côté. Les personnages se jouent avant ou après le placement, sur les batailles accessibles seulement.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <location line="+17" />
            <source>%n slot(s)</source>
            <translation>
                <numerusform>%n emplacement</numerusform>
                <numerusform>%n emplacements</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;h3&gt;Resolution, battle I, II then III&lt;/h3&gt;&lt;p&gt;Face-down blocks are turned up. Each Ambush, from the arrow outward, must eliminate a block to its left, right or opposite, its own side's too; two facing Ambushes eliminate each other; the Bible protects. The winning front has a positive total strictly above the other. On it, the side with the highest positive contribution is the victor (a tie goes to the block nearest the arrow); the other, if positive, is the vanquished. Intensity 0: the victor keeps 2 cubes; 1: keeps 2 of 3; 2: keeps 3 of 4; the vanquished gets the rest, or the victor takes all.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Résolution, batailles I, II puis III&lt;/h3&gt;&lt;p&gt;Les pavés face cachée sont retournés. Chaque Embuscade, de la flèche vers l'extérieur, doit éliminer un pavé à sa gauche, à sa droite ou en face, même de son camp ; deux Embuscades face à face s'éliminent ; la Bible protège. Le front gagnant a un total positif strictement supérieur à l'autre. Sur ce front, le camp à la plus forte contribution positive est le vainqueur (égalité : le pavé le plus proche de la flèche) ; l'autre, si positif, est le vaincu. Intensité 0 : le vainqueur garde 2 cubes ; 1 : en garde 2 sur 3 ; 2 : en garde 3 sur 4 ; le vaincu reçoit le reste, sinon le vainqueur prend tout.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+11" />
            <source>&lt;h3&gt;End of round&lt;/h3&gt;&lt;p&gt;In each state the markers move toward the side with more cubes, one step per cube of difference; a marker may move several times; a marker leaving the track is controlled for good. Then the sudden-death check (both sides at once: play on to 1865), and each side's 6 played blocks, shuffled, form its new file. After 1865 each marker on a side scores 1; ties: more markers in Control, then fewer character and President cards played, then the Union.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Fin de manche&lt;/h3&gt;&lt;p&gt;Dans chaque état, les marqueurs avancent vers le camp qui a le plus de cubes, d'une case par cube d'écart ; un marqueur peut avancer plusieurs fois ; un marqueur qui sort de la piste est contrôlé définitivement. Puis la mort subite (les deux camps à la fois : on continue jusqu'en 1865), et les 6 pavés joués de chaque camp, mélangés, forment sa nouvelle file. Après 1865 chaque marqueur d'un côté rapporte 1 point ; égalité : plus de marqueurs en Contrôle, puis moins de cartes Personnage et Président jouées, puis l'Union.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&lt;h3&gt;Variants&lt;/h3&gt;&lt;p&gt;Without characters; Deterministic (every cube is drawn); War of attrition (a marker moves once per round).&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Variantes&lt;/h3&gt;&lt;p&gt;Sans les personnages ; Déterministe (tous les cubes sont tirés) ; Guerre d'usure (un marqueur ne bouge qu'une fois par manche).&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The pictures of the components are lost; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;Les illustrations du matériel sont perdues ; l'application suppose que :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>BsSetup</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/setup_panel.py" line="+51" />
            <source>Seat 1 leads the Union, seat 2 the Confederacy. {a} – {b}</source>
            <translation>La place 1 dirige l'Union, la place 2 la Confédération. {a} – {b}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Variants</source>
            <translation>Variantes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Without the character cards and the President's power</source>
            <translation>Sans les cartes Personnage ni le pouvoir du Président</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Deterministic: one battle of intensity 0 and one of 2 and five cubes out; every cube is drawn</source>
            <translation>Déterministe : une bataille d'intensité 0, une d'intensité 2 et cinq cubes retirés ; tous les cubes sont tirés</translation>
        </message>
        <message>
            <location line="+7" />
            <source>War of attrition: each state marker moves at most once per round</source>
            <translation>Guerre d'usure : chaque marqueur État ne bouge qu'une fois par manche au plus</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/coach.py" line="+17" />
            <source>Recruits now: a stronger hand for the battles.</source>
            <translation>Recruter maintenant : plus de force pour les batailles.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Takes the President while it is there.</source>
            <translation>Prendre le Président tant qu'il est là.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stops placing: your blocks are worth more kept back.</source>
            <translation>Arrêter de placer : vos blocs valent plus en réserve.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/messages.py" line="+6" />
            <source>Union against Confederacy, 1861–1865: bluff with stacked blocks on three battles and win the influence of the five border states.</source>
            <translation>L'Union contre la Confédération, 1861–1865 : bluffez avec vos pavés empilés sur trois batailles et gagnez l'influence des cinq États frontaliers.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="border_states_lessons.py" line="+9" />
            <source>A turn of combat</source>
            <translation>Un tour de combat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Recruit a General, stack two blocks, see who places first and where: the rulebook's placement example. About five minutes.</source>
            <translation>Recruter un Général, empiler deux pavés, voir qui place en premier et où : l'exemple de placement de la règle. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You lead the Union (blue). Three battles are on the board, I, II and III, each with two fronts; their Influence cubes wait in the Conquest zone. The combat phase has 3 turns; in each, both players place two General blocks.</source>
            <translation>Vous dirigez l'Union (bleu). Trois batailles sont sur le plateau, I, II et III, chacune avec deux fronts ; leurs cubes Influence attendent dans la zone Conquête. La phase de combat se déroule en 3 tours ; à chaque tour, les joueurs placent deux pavés Général.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>1. Recruitment: each player takes, at the same time, a General block from one of the two ends of their recruitment file and adds it to their available blocks. Click the lit block at the left end of your file. Once in the game the President's power lets a player take the block of their choice anywhere in their file instead; keep yours for a block you really need.</source>
            <oldsource>1. Recruitment: each player takes, at the same time, a General block from one of the two ends of his recruitment file and adds it to his available blocks. Click the lit block at the left end of your file. Once in the game the President's power lets a player take the block of his choice anywhere in his file instead; keep yours for a block you really need.</oldsource>
            <translation>1. Recrutement : chaque camp pioche simultanément un pavé Général parmi les 2 pavés présents aux deux extrémités de sa file de recrutement et l'ajoute à ses pavés disponibles. Cliquez sur le pavé éclairé à l'extrémité gauche de votre file. Une fois par partie, le pouvoir du président permet de prendre à la place le pavé de son choix n'importe où dans sa file ; gardez le vôtre pour un pavé dont vous aurez vraiment besoin.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>2. Each player chooses 2 of their available blocks; they are stacked face down, and the top one is then revealed. Click the 1 of battle I (your block on top)… The face-up block may never be the −2: a player who shows it must reveal their second block too.</source>
            <oldsource>2. Each player chooses 2 of his available blocks; they are stacked face down, and the top one is then revealed. Click the 1 of battle I (your block on top)… The face-up block may never be the −2: a player who shows it must reveal his second block too.</oldsource>
            <translation>2. Chaque camp choisit 2 pavés Général parmi ses pavés disponibles. Ils sont empilés faces cachées, puis le pavé du dessus est révélé. Cliquez sur le 1 de la bataille I (votre pavé du dessus)… Le pavé face visible ne peut jamais être le pavé de valeur −2 : un camp qui se trompe doit révéler en plus son second pavé.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson shows the 1 of battle I and hides the 3 under it: click the 1 first, then the 3.</source>
            <translation>Cette leçon montre le 1 de la bataille I et cache le 3 dessous : cliquez d'abord sur le 1, puis sur le 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The tops are revealed: your 1 against the Confederacy's 2. The player whose face-up block has the lowest value places their 2 blocks first. The accessible battles are the numbers on the face-up block: your 1 reaches battle I only; the face-down block's numbers never count.</source>
            <oldsource>The tops are revealed: your 1 against the Confederacy's 2. The player whose face-up block has the lowest value places his 2 blocks first. The accessible battles are the numbers on the face-up block: your 1 reaches battle I only; the face-down block's numbers never count.</oldsource>
            <translation>Les pavés du dessus sont révélés : votre 1 contre le 2 de la Confédération. Le camp ayant le pavé face visible avec la valeur la plus faible place ses 2 pavés en premier. Les batailles accessibles sont celles dont les chiffres sont présents sur le pavé joué face visible : votre 1 n'accède qu'à la bataille I ; ne tenez jamais compte des chiffres du pavé face cachée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>3. Placement: the blocks always go on the free places nearest arrow 1. Put both on the first front of battle I: click it for the face-up 1, then again for the face-down 3.</source>
            <translation>3. Placement : les pavés doivent toujours être placés sur les emplacements libres au plus près de la flèche 1. Placez les deux sur le premier front de la bataille I : cliquez dessus pour le 1 face visible, puis encore pour le 3 face cachée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Both blocks go on the first front of battle I in this lesson: click that front twice.</source>
            <translation>Dans cette leçon, les deux pavés vont sur le premier front de la bataille I : cliquez deux fois sur ce front.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The Confederacy's 2 reaches battles II and III: it went to battle II, its face-down block to battle III; that one stays hidden until the Resolution. Two more turns like this one, then the battles are resolved, I, II, III: the next lesson.</source>
            <translation>Le 2 de la Confédération accède aux batailles II et III : il est allé sur la bataille II, son pavé face cachée sur la bataille III, qui reste caché jusqu'à la phase de Résolution. Encore deux tours comme celui-ci, puis les batailles sont résolues dans l'ordre I, II, III : c'est la leçon suivante.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The battles and the influence</source>
            <translation>Les batailles et l'influence</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The last turn of combat with a hidden Ambush, then the rulebook's resolution: winning front, victor and vanquished, cubes, state markers. About six minutes.</source>
            <translation>Le dernier tour de combat avec une Embuscade cachée, puis la résolution de la règle : front gagnant, vainqueur et vaincu, cubes, marqueurs État. Environ six minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third and last turn of combat: both players recruited. Battle I already holds your face-up 1 and face-down 3; the Confederacy has a face-down block on battle III.</source>
            <translation>Troisième et dernier tour de combat : les deux joueurs ont recruté. La bataille I porte déjà votre 1 face visible et votre 3 face cachée ; la Confédération a un pavé face caché sur la bataille III.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Ambush has a value of 0. Face up it copies the accessible battles of the opponent's block; face down it is a trap. Show the 1 of battle III on top and hide the Ambush under it: click the 1, then the Ambush.</source>
            <translation>Le pavé Embuscade a une valeur de 0. Joué face visible, il copie les batailles accessibles par le pavé adverse ; face cachée, c'est un piège. Montrez le 1 de la bataille III dessus et cachez l'Embuscade dessous : cliquez sur le 1, puis sur l'Embuscade.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Click the 1 of battle III first, then the Ambush (the 0).</source>
            <translation>Cliquez d'abord sur le 1 de la bataille III, puis sur l'Embuscade (le 0).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your 1 against their 2: you place first. Put the 1 on battle III's lower front, beside your face-down Siege, then the Ambush on the upper front, beside the Confederacy's hidden block.</source>
            <translation>Votre 1 contre leur 2 : vous placez en premier. Mettez le 1 sur le front du bas de la bataille III, à côté de votre Siège caché, puis l'Embuscade sur le front du haut, à côté du pavé caché de la Confédération.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 1 goes on battle III's lower front, the Ambush on its upper front.</source>
            <translation>Le 1 va sur le front du bas de la bataille III, l'Embuscade sur son front du haut.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your placement; the Confederacy places, then every player has placed 6 blocks and the battles are resolved in the order I, II, III.</source>
            <translation>Terminez votre placement ; la Confédération place, puis chaque joueur a placé 6 pavés et l'on procède à la résolution des batailles dans l'ordre I, II, III.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The winning front is the one whose sum of values, both sides together, is positive and strictly greater than the other front's. Battle I: the upper front wins 5 (1+3+1) against 4 (2+2). On it you brought 4, the Confederacy 1 (its hidden Siege): you are the victor, it is the vanquished. Intensity 0: the victor keeps the 2 cubes.</source>
            <translation>Le front gagnant est celui dont la somme des valeurs des pavés, tous joueurs confondus, est positive et strictement supérieure à celle de l'autre front. Bataille I : le front du haut l'emporte 5 (1+3+1) contre 4 (2+2). Sur ce front vous avez une valeur de 4, la Confédération 1 (son Siège caché) : vous êtes le vainqueur, elle est le vaincu. Intensité 0 : le vainqueur conserve les 2 cubes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle II: the lower front wins 5 (2+3) against 2. On it the Confederacy brought 3 and you 2: it is the victor and keeps both cubes.</source>
            <translation>Bataille II : le front du bas l'emporte 5 (2+3) contre 2. Sur ce front la Confédération a une valeur de 3 et vous de 2 : elle est le vainqueur et conserve les 2 cubes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle III: each Ambush must eliminate a General to its left, to its right or facing it on the other front, even one of its own side (the trap turned against its player). Eliminate the Confederacy's block beside it.</source>
            <translation>Bataille III : chaque pavé Embuscade doit éliminer un pavé Général situé soit à sa gauche, soit à sa droite, soit en face sur l'autre front, même s'il appartient au même camp (le piège s'est retourné contre le joueur). Éliminez le pavé de la Confédération à côté d'elle.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That is your own 1: the trap would turn against you. Eliminate the Confederacy's block.</source>
            <translation>C'est votre propre 1 : le piège se retournerait contre vous. Éliminez le pavé de la Confédération.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Ambush stays, only its victim leaves. The upper front has 0, the lower 2 (1+1), all yours: there is no vanquished, so the victor takes every cube (3 at intensity 1).</source>
            <translation>Le pavé Embuscade reste en place, seule sa victime est retirée. Le front du haut vaut 0, celui du bas 2 (1+1), tout à vous : il n'y a pas de vaincu, le vainqueur remporte donc tous les cubes (3 en intensité 1).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Influence: for each state, the markers move by the difference in cubes between the players. Kentucky 1–0 moved one marker toward you; Maryland and West Virginia are 1–1. Delaware is 2–0: two steps toward you. A marker may be moved several times: click the lit marker to move.</source>
            <translation>Influence des États : pour chacun des états, les marqueurs État se déplacent d'autant que la différence en cubes Influence entre les 2 joueurs. Kentucky 1–0 : un marqueur vers vous ; Maryland et Virginie-Occidentale 1–1. Delaware 2–0 : deux déplacements vers vous. Un même marqueur peut être déplacé plusieurs fois : cliquez sur le marqueur éclairé à déplacer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The second step of Delaware: click a lit marker again.</source>
            <translation>Second déplacement du Delaware : cliquez de nouveau sur un marqueur éclairé.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A marker that leaves the track into a player's Control zone is theirs for good. The game stops at once when a player holds 4 markers of 4 colours, or 5 of any colour, in their Control zone; otherwise after 5 rounds each marker on a player's side scores 1 point. The next round begins with the recruitment.</source>
            <oldsource>A marker that leaves the track into a player's Control zone is his for good. The game stops at once when a player holds 4 markers of 4 colours, or 5 of any colour, in his Control zone; otherwise after 5 rounds each marker on a player's side scores 1 point. The next round begins with the recruitment.</oldsource>
            <translation>Si le déplacement amène un marqueur État à sortir de la piste dans la zone de Contrôle d'un joueur, il est contrôlé définitivement. La partie s'arrête immédiatement si un camp possède dans sa zone Contrôle 4 marqueurs État de 4 couleurs différentes, ou 5 de n'importe quelle couleur ; sinon, après 5 manches, chaque marqueur dans le camp d'un joueur rapporte 1 point. La manche suivante commence par le recrutement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Siege and the Characters</source>
            <translation>Le Siège et les Personnages</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Place both blocks of a Siege on one battle, and play the Artillery, the Scout, the Spy and the Reinforcements over a round's three turns. About six minutes.</source>
            <translation>Placer les deux pavés d'un Siège sur une même bataille, et jouer l'Artillerie, l'Éclaireur, l'Espion et les Renforts pendant les trois tours d'une manche. Environ six minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Siege and the Characters. You lead the Union again, and you hold the five Character cards, each to be played once in the game: the Spy, the Chaplain, the Artillery, the Scout and the Reinforcements. This lesson plays four of them, and the Siege block, over the three turns of a round.</source>
            <translation>Le Siège et les Personnages. Vous dirigez de nouveau l'Union, et vous avez les cinq cartes Personnage, chacune à jouer une fois dans la partie : l'Espion, l'Aumônier, l'Artillerie, l'Éclaireur et les Renforts. Cette leçon en joue quatre, et le pavé Siège, pendant les trois tours d'une manche.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Recruit the block at the left end of your file: the 1 of battle II.</source>
            <translation>Recrutez le pavé à l'extrémité gauche de votre file : le 1 de la bataille II.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Any end may be taken, and the President takes any block once a game: this lesson takes the left end and keeps the President.</source>
            <translation>Chaque extrémité peut être prise, et le président prend n'importe quel pavé une fois par partie : cette leçon prend l'extrémité gauche et garde le président.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your Siege block (« Siège ») is worth 1 and reaches any one of the three battles, but both your blocks must then go on that same battle. Show it on top: click the Siege, then the 2 of battles II and III to put it under, face down.</source>
            <translation>Votre pavé Siège vaut 1 et permet d'accéder à une des trois batailles, mais vos deux pavés doivent alors être placés sur cette même bataille. Montrez-le dessus : cliquez sur le Siège, puis sur le 2 des batailles II et III pour le mettre dessous, face cachée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That stack is allowed, but this lesson shows the Siege: click the Siege first, then the 2 of battles II and III.</source>
            <translation>Cette pile est permise, mais cette leçon montre le Siège : cliquez d'abord sur le Siège, puis sur le 2 des batailles II et III.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your Siege (1) against the Confederacy's 2 of battles I and II: you place first. Choose one battle for both blocks: battle II. Click its upper front for the Siege, then its lower front for the face-down 2.</source>
            <translation>Votre Siège (1) contre le 2 des batailles I et II de la Confédération : vous placez en premier. Choisissez une bataille pour vos deux pavés : la bataille II. Cliquez sur son front du haut pour le Siège, puis sur son front du bas pour le 2 face cachée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>With the Siege both blocks must go on one battle; split them over two and the rule is broken. This lesson takes battle II: its upper front, then its lower front.</source>
            <translation>Avec le Siège les deux pavés doivent aller sur une même bataille ; les répartir sur deux enfreint la règle. Cette leçon prend la bataille II : son front du haut, puis son front du bas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Artillery puts the Canon on a free place of an accessible battle, once a round. At the Resolution it counts 1, but it belongs to nobody: it adds to no side's combat value. It takes a place: put it on battle I's upper front, nearest the arrow, where the Confederacy's 2 would go. Click Artillery, then Battle I.</source>
            <translation>L'Artillerie pose le pavé Canon sur un emplacement libre d'une bataille accessible, une fois par manche. À la Résolution il vaut 1, mais il n'appartient à personne : il ne compte dans la valeur de combat d'aucun camp. Il prend une place : posez-le sur le front du haut de la bataille I, au plus près de la flèche, là où irait le 2 de la Confédération. Cliquez sur Artillerie, puis sur la bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Chaplain and ending your placement are allowed, but this step shows the Artillery: click Artillery, then battle I's upper front.</source>
            <translation>L'Aumônier et la fin du placement sont permis, mais cette étape montre l'Artillerie : cliquez sur Artillerie, puis sur le front du haut de la bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Click End my placement. The Confederacy then places, and turn 2 begins: you recruit the left end of your file again.</source>
            <translation>Cliquez sur Terminer mon placement. La Confédération place ensuite, et le tour 2 commence : vous recrutez de nouveau l'extrémité gauche de votre file.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your other cards for later turns: click End my placement.</source>
            <translation>Gardez vos autres cartes pour les tours suivants : cliquez sur Terminer mon placement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Confederacy put its 2 beside your Canon and a face-down block on battle I's lower front. Turn 2: show your 1 of battle II on top, the 2 of battles I and II under it.</source>
            <translation>La Confédération a placé son 2 à côté de votre Canon et un pavé face cachée sur le front du bas de la bataille I. Tour 2 : montrez votre 1 de la bataille II dessus, le 2 des batailles I et II dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That stack is allowed, but this lesson needs the 1 of battle II on top and the 2 of battles I and II under it.</source>
            <translation>Cette pile est permise, mais cette leçon a besoin du 1 de la bataille II dessus et du 2 des batailles I et II dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Both show a 1: a tie, so the Initiative token's side places first, you, and the token turns over. Your 1 reaches battle II only, but the hidden block is on battle I. The Scout changes one battle of your face-up block, before you place: click Scout, then Battle II → battle I.</source>
            <translation>Les deux montrent un 1 : égalité, le camp désigné par le jeton Initiative place en premier, vous, et le jeton est retourné. Votre 1 n'accède qu'à la bataille II, mais le pavé caché est sur la bataille I. L'Éclaireur change une des batailles de votre pavé face visible, avant le placement : cliquez sur Éclaireur, puis sur Bataille II → bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That is allowed, but the Scout comes before any block is placed, and this step plays it: Scout, then Battle II → battle I.</source>
            <translation>C'est permis, mais l'Éclaireur se joue avant de placer un pavé, et cette étape le joue : Éclaireur, puis Bataille II → bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle I is yours to reach now. The Spy reveals an opposing face-down block on an accessible battle: click Spy, then the block on battle I's lower front.</source>
            <translation>La bataille I vous est maintenant accessible. L'Espion révèle un pavé adverse placé face cachée sur une bataille accessible : cliquez sur Espion, puis sur le pavé du front du bas de la bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That is allowed, but first see what hides there: Spy, then the face-down block of battle I.</source>
            <translation>C'est permis, mais voyez d'abord ce qui s'y cache : Espion, puis le pavé face cachée de la bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>It is the Confederacy's 3. Place your 1 on the last free place of battle I's upper front, then your 2 on its lower front, beside the 3.</source>
            <translation>C'est le 3 de la Confédération. Placez votre 1 sur le dernier emplacement libre du front du haut de la bataille I, puis votre 2 sur son front du bas, à côté du 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That placement is allowed; this lesson puts the 1 on battle I's upper front and the 2 on its lower one, so that the next turn finds a full front.</source>
            <translation>Ce placement est permis ; cette leçon met le 1 sur le front du haut de la bataille I et le 2 sur celui du bas, pour que le tour suivant trouve un front plein.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your placement. The Confederacy places its Siege and its face-down block on battle III, then turn 3: you recruit again.</source>
            <translation>Terminez votre placement. La Confédération place son Siège et son pavé face cachée sur la bataille III, puis tour 3 : vous recrutez de nouveau.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep the Chaplain for another turn: click End my placement.</source>
            <translation>Gardez l'Aumônier pour un autre tour : cliquez sur Terminer mon placement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Turn 3: show your 1 of battle I on top, the 2 of battles I and III under it.</source>
            <translation>Tour 3 : montrez votre 1 de la bataille I dessus, le 2 des batailles I et III dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That stack is allowed, but this lesson needs the 1 of battle I on top and the 2 of battles I and III under it.</source>
            <translation>Cette pile est permise, mais cette leçon a besoin du 1 de la bataille I dessus et du 2 des batailles I et III dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your 1 reaches battle I only, whose upper front is full and whose lower one has one place left: one of your blocks would be set aside. The Reinforcements add one place to a full front, for one of your own blocks (one extra place a front), before you place: click Reinforcements, then battle I's upper front.</source>
            <translation>Votre 1 n'accède qu'à la bataille I, dont le front du haut est plein et celui du bas n'a plus qu'un emplacement : un de vos pavés serait mis de côté. Les Renforts ajoutent un emplacement à un front plein, pour un de vos propres pavés (un seul emplacement supplémentaire par front), avant le placement : cliquez sur Renforts, puis sur le front du haut de la bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Placing now is allowed, but one block would be set aside for want of room: play the Reinforcements first.</source>
            <translation>Placer maintenant est permis, mais un pavé serait mis de côté faute de place : jouez d'abord les Renforts.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now both fit: your 1 on the extra place of battle I's upper front, your 2 on the last place of its lower front.</source>
            <translation>Maintenant les deux trouvent leur place : votre 1 sur l'emplacement supplémentaire du front du haut de la bataille I, votre 2 sur la dernière place de son front du bas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That is allowed, but the extra place is on the upper front: your 1 there, your 2 on the lower front.</source>
            <translation>C'est permis, mais l'emplacement supplémentaire est sur le front du haut : votre 1 là, votre 2 sur le front du bas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>End your placement: the three turns of combat are over, and the battles are resolved, I, II, III.</source>
            <translation>Terminez votre placement : les trois tours de combat sont finis, et les batailles sont résolues, I, II, III.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Chaplain can wait for another round: click End my placement.</source>
            <translation>L'Aumônier peut attendre une autre manche : cliquez sur Terminer mon placement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Battle I: the lower front wins, 7 (3 + 2 + 2) against 5 (1 + 2 + 1 + 1, the Canon's 1 counted there but for nobody). On it you brought 4, the Confederacy 3: you are the victor. Choose the Influence cubes you keep, as the second lesson showed, and play the war on!</source>
            <translation>Bataille I : le front du bas l'emporte, 7 (3 + 2 + 2) contre 5 (1 + 2 + 1 + 1, le 1 du Canon y compte, mais pour personne). Sur ce front vous avez une valeur de 4, la Confédération 3 : vous êtes le vainqueur. Choisissez les cubes Influence que vous gardez, comme l'a montré la deuxième leçon, et poursuivez la guerre !</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Either end may be taken, and the President takes any block but only once a game: this lesson keeps the President and takes the left end.</source>
            <oldsource>Either end may be taken, and the President takes any block but only once a game: this lesson keeps him and takes the left end.</oldsource>
            <translation>L'une ou l'autre extrémité peut être prise, et le président prend n'importe quel pavé mais une seule fois par partie : cette leçon le garde et prend l'extrémité gauche.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>While placing, a player may play as many Character cards as they wish, on their accessible battles only; a card played goes back in the box. You hold the Chaplain and the Artillery. The Chaplain puts the Bible on one of your blocks: no Ambush can eliminate it this round. Play it on your 1: click Chaplain, then its place.</source>
            <oldsource>While placing, a player may play as many Character cards as he wishes, on his accessible battles only; a card played goes back in the box. You hold the Chaplain and the Artillery. The Chaplain puts the Bible on one of your blocks: no Ambush can eliminate it this round. Play it on your 1: click Chaplain, then its place.</oldsource>
            <translation>Pendant le placement, chaque camp peut jouer autant de cartes Personnage que souhaité, sur ses batailles accessibles uniquement ; une carte jouée est remise dans la boîte. Vous avez l'Aumônier et l'Artillerie. L'Aumônier pose la Bible sur un de vos pavés : aucune Embuscade ne pourra l'éliminer cette manche. Jouez-le sur votre 1 : cliquez sur Aumônier, puis sur son emplacement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Artillery puts the Canon on a free place, worth 1 for nobody's side: keep it for a front you want to tip; this lesson shows the Chaplain.</source>
            <translation>L'Artillerie pose le Canon sur un emplacement libre, valeur 1 pour aucun camp : gardez-la pour un front à faire basculer ; cette leçon montre l'Aumônier.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ending your placement now would leave the Chaplain in your hand for this turn: play it first.</source>
            <translation>Finir votre placement maintenant laisserait l'Aumônier dans votre main pour ce tour : jouez-le d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Click Chaplain, then the place of your 1 on battle I.</source>
            <translation>Cliquez sur Aumônier, puis sur l'emplacement de votre 1 sur la bataille I.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Bible guards your 1. Your placement is over: click End my placement.</source>
            <translation>La Bible protège votre 1. Votre placement est terminé : cliquez sur Terminer mon placement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep the Artillery for another turn: click End my placement.</source>
            <translation>Gardez l'Artillerie pour un autre tour : cliquez sur Terminer mon placement.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/messages.py" line="+8" />
            <source>Unknown Border States variant “{variant}”.</source>
            <translation>Variante de Border States inconnue « {variant} ».</translation>
        </message>
    </context>
</TS>
