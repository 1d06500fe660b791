<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>About</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/about.py" line="+16" />
            <source>&lt;h2&gt;{app} {version}&lt;/h2&gt;&lt;p&gt;French tabletop games for one table: {games}, with a course editor and printed course sheets.&lt;/p&gt;&lt;p&gt;The games belong to their authors; the rules are implemented from their rulebooks. Values the rulebooks do not give are marked as assumptions in the rules help.&lt;/p&gt;&lt;p&gt;Python {python}, Qt for Python {pyside}.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;{app} {version}&lt;/h2&gt;&lt;p&gt;Des jeux de société français pour une seule table : {games}, avec un éditeur de parcours et l'impression des parcours.&lt;/p&gt;&lt;p&gt;Les jeux appartiennent à leurs auteurs ; les règles sont programmées d'après leurs livrets. Les valeurs que les livrets ne donnent pas sont signalées comme hypothèses dans l'aide des règles.&lt;/p&gt;&lt;p&gt;Python {python}, Qt pour Python {pyside}.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+19" />
            <source>About {app}</source>
            <translation>À propos de {app}</translation>
        </message>
    </context>
    <context>
        <name>BorderStates</name>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="+165" />
            <source>Initiative: {side}</source>
            <translation>Initiative : {side}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Bag: {count} cubes</source>
            <translation>Sac : {count} cubes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Bible used</source>
            <translation>Bible utilisée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Canon used</source>
            <translation>Canon utilisé</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Battle {n}: {name}, intensity {i}</source>
            <translation>Bataille {n} : {name}, intensité {i}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>You may place blocks here.</source>
            <translation>Vous pouvez placer des pavés ici.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Intensity {n} {dots}</source>
            <translation>Intensité {n} {dots}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/text.py" line="+92" />
            <source>upper front</source>
            <translation>front du haut</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lower front</source>
            <translation>front du bas</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="+41" />
            <source>Border states</source>
            <translation>États frontaliers</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="+121" />
            <source>Stack</source>
            <translation>Pile</translation>
        </message>
        <message>
            <location line="+35" />
            <source>a {side} block you cannot see</source>
            <translation>un pavé {side} que vous ne voyez pas</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Recruitment file, place {n}: {what}</source>
            <translation>File de recrutement, place {n} : {what}</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="+29" />
            <source>{state}: {where}, %n marker(s)</source>
            <translation>
                <numerusform>{state} : {where}, %n marqueur</numerusform>
                <numerusform>{state} : {where}, %n marqueurs</numerusform>
            </translation>
        </message>
        <message>
            <location line="+24" />
            <source>Union control</source>
            <translation>Contrôle Union</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Confederate control</source>
            <translation>Contrôle Confédération</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="-246" />
            <location line="+195" />
            <source>Available</source>
            <translation>Disponibles</translation>
        </message>
        <message>
            <location line="+25" />
            <source>Recruitment file</source>
            <translation>File de recrutement</translation>
        </message>
        <message>
            <location line="-41" />
            <source>President ready</source>
            <translation>Président prêt</translation>
        </message>
        <message>
            <location line="-147" />
            <source>Round {n} of {total}: {year}</source>
            <translation>Tour {n} sur {total} : {year}</translation>
        </message>
        <message>
            <location line="+59" />
            <source>A {state} cube: the winner of battle {n} takes it</source>
            <translation>Un cube {state} : le vainqueur de la bataille {n} le prend</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{front}: shows {n}</source>
            <translation>{front} : montre {n}</translation>
        </message>
        <message>
            <location line="+17" />
            <source>{where}: empty</source>
            <translation>{where} : vide</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{where}: the Canon, worth {n} to nobody</source>
            <translation>{where} : le Canon, qui vaut {n} pour personne</translation>
        </message>
        <message>
            <location line="+31" />
            <source>a face-down {side} block</source>
            <translation>un pavé {side} face cachée</translation>
        </message>
        <message>
            <location line="+6" />
            <source>(face down: only you see it)</source>
            <translation>(face cachée : vous seul le voyez)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the Bible protects it</source>
            <translation>la Bible le protège</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/tracks.py" line="-40" />
            <source>Cubes</source>
            <translation>Cubes</translation>
        </message>
        <message>
            <location line="+28" />
            <source>{state} cubes won: {u} {a}, {c} {b}</source>
            <translation>Cubes {state} gagnés : {u} {a}, {c} {b}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/table.py" line="+23" />
            <source>President used</source>
            <translation>Président joué</translation>
        </message>
        <message>
            <location line="+3" />
            <source>cards played: {n}</source>
            <translation>cartes jouées : {n}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/board.py" line="+137" />
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
            <location line="+66" />
            <location line="+64" />
            <location line="+16" />
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/phone.py" line="-6" />
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="-144" />
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
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+7" />
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
            <location line="+49" />
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
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="-15" />
            <source>No room: set aside</source>
            <translation>Pas de place : mis de côté</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+23" />
            <source>Then {block}: where?</source>
            <translation>Puis {block} : où ?</translation>
        </message>
        <message>
            <location line="-44" />
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
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+53" />
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
            <location filename="../peloton_desktop/games/border_states/view/panel.py" line="+19" />
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
            <location filename="../peloton_desktop/games/border_states/view/text.py" line="-76" />
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
            <location line="+16" />
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
            <location line="+57" />
            <source>You recruit {block}.</source>
            <translation>Vous recrutez {block}.</translation>
        </message>
        <message>
            <location line="+83" />
            <source>Score: {union} {u}, {confederacy} {c}.</source>
            <translation>Score : {union} {u}, {confederacy} {c}.</translation>
        </message>
        <message>
            <location line="-133" />
            <source>Blocks shown: {blocks}.</source>
            <translation>Pavés révélés : {blocks}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{side} showed the −2: both blocks are revealed.</source>
            <translation>{side} a montré le −2 : ses deux pavés sont révélés.</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Two Ambushes shown: all four blocks are set aside.</source>
            <translation>Deux Embuscades révélées : les quatre pavés sont mis de côté.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tie: {side} has the initiative and places first; the token turns over.</source>
            <translation>Égalité : {side} a l'initiative et place en premier ; le jeton est retourné.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{side} places {block} on {slot}.</source>
            <translation>{side} place {block} sur {slot}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{side} cannot place {block}: set aside.</source>
            <translation>{side} ne peut pas placer {block} : mis de côté.</translation>
        </message>
        <message>
            <location line="-57" />
            <source>{side} plays {card}.</source>
            <translation>{side} joue {card}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Revealed: {block}.</source>
            <translation>Révélé : {block}.</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Battle {battle}: the blocks are turned face up.</source>
            <translation>Bataille {battle} : les pavés sont retournés.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ambush: {side}'s {block} on {slot} is eliminated.</source>
            <translation>Embuscade : le pavé {block} de {side} sur {slot} est éliminé.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Two Ambushes face each other and eliminate each other.</source>
            <translation>Deux Embuscades se font face et s'éliminent mutuellement.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>An Ambush finds no block to eliminate.</source>
            <translation>Une Embuscade ne trouve aucun pavé à éliminer.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Battle {battle}: fronts {a} and {b}, no winning front; the cubes are discarded.</source>
            <translation>Bataille {battle} : fronts {a} et {b}, pas de front gagnant ; les cubes sont défaussés.</translation>
        </message>
        <message>
            <location line="-66" />
            <source>Battle {battle}: the {front} wins {a} to {b}; {side} brings {mine} against {theirs}.</source>
            <translation>Bataille {battle} : le {front} l'emporte {a} à {b} ; {side} y apporte {mine} contre {theirs}.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>{side} wins {cubes}.</source>
            <translation>{side} remporte {cubes}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{side} gets {cubes}.</source>
            <translation>{side} reçoit {cubes}.</translation>
        </message>
        <message>
            <location line="+53" />
            <source>{state}: a marker moves toward the {side} ({start} → {end}).</source>
            <translation>{state} : un marqueur avance côté {side} ({start} → {end}).</translation>
        </message>
        <message>
            <location line="+5" />
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
            <location filename="../peloton_desktop/games/border_states/view/touch.py" line="+55" />
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
            <location filename="../peloton_desktop/games/border_states/view/legend.py" line="+79" />
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
        <name>CdbRules</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/rules_help.py" line="+14" />
            <source>Slots on a plaquette</source>
            <translation>Cases d'une plaquette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hidden token shown when spent</source>
            <translation>Jeton caché montré quand il est dépensé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hidden token shown at the feed zone</source>
            <translation>Jeton caché montré au ravitaillement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tow offered to every rider not yet moved</source>
            <translation>Traction proposée à tout coureur qui n'a pas bougé</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tokens that pay chosen by the owner</source>
            <translation>Jetons de paiement choisis par le joueur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Finish tiles without terrain</source>
            <translation>Cases Arrivée sans terrain</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bundled courses inspired by the races</source>
            <translation>Parcours fournis inspirés des courses</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Two Slipstreams open the tow</source>
            <translation>Deux Sillages ouvrent la traction</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A towed Acceleration is no Acceleration</source>
            <translation>Une Accélération tractée n'est pas une Accélération</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Food at the feed zone compulsory</source>
            <translation>Nourriture du ravitaillement obligatoire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Musettes drawn together by one case's teams</source>
            <translation>Musettes piochées ensemble par les équipes d'une même case</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The rulebook gives no number; the standard 8 comes from the box: 18 energy tokens and 6 white tokens make 24, 8 for each of the 3 riders.</source>
            <translation>La règle ne donne pas de nombre ; les 8 du standard viennent de la boîte : 18 jetons énergie et 6 jetons blancs font 24, 8 pour chacun des 3 coureurs.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A hidden token is shown to everyone when it is spent.</source>
            <translation>Un jeton caché est montré à tous quand il est dépensé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only a rider who receives tokens at the feed zone turns his hidden token face up.</source>
            <translation>Seul un coureur qui reçoit des jetons au ravitaillement retourne son jeton caché face visible.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Two Slipstreams of one team open the +2 tow even when they followed nobody, so the riders towed pass their “tractors”.</source>
            <translation>Deux Sillages d'une même équipe ouvrent la traction à +2 même s'ils n'ont suivi personne : les coureurs tractés dépassent alors leurs « tracteurs ».</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A rider who chose Acceleration but was towed by two Attacks has not accelerated: a Slipstream of his case gains +1, not +2.</source>
            <translation>Un coureur qui avait choisi Accélération mais a été tracté par deux Offensives n'a pas accéléré : un Sillage de sa case gagne +1, pas +2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Teams “arriving together” at the feed zone are those of one group (one case); teams arriving from different cases in the same turn draw one after the other.</source>
            <translation>Les équipes qui « arrivent en même temps » au ravitaillement sont celles d'un même groupe (une case) ; des équipes arrivant de cases différentes dans le même tour piochent l'une après l'autre.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The food at the feed zone is compulsory: a rider with 2 tokens or fewer takes what the table gives.</source>
            <translation>La nourriture du ravitaillement est obligatoire : un coureur qui a 2 jetons ou moins prend ce que donne la table.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A tow is offered to every rider of the case who has not moved yet this turn, whatever his tokens (one who cannot pay stays); a rider who takes it gives up the pace he chose (and does not pay it).</source>
            <translation>Une traction est proposée à chaque coureur de la case qui n'a pas encore bougé ce tour-ci, quels que soient ses jetons (celui qui ne peut pas payer reste) ; un coureur qui la prend renonce à l'allure choisie (et ne la paie pas).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The rider's owner picks which tokens pay, the hidden one included.</source>
            <translation>Le joueur choisit quels jetons paient, y compris le jeton caché.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The finish tiles have no terrain: a rider on one has finished.</source>
            <translation>Les cases Arrivée n'ont pas de terrain : un coureur qui s'y trouve a terminé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The pictures of the ready-made courses are lost: the four bundled courses are inspired by the races, not the box's layouts.</source>
            <translation>Les illustrations des parcours de l'annexe 1 sont perdues : les quatre parcours fournis s'inspirent des courses, ce ne sont pas ceux de la boîte.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>&lt;h2&gt;Coup de bordure&lt;/h2&gt;&lt;p&gt;Jérôme Kaplan, 2017. 2 to 4 players, 3 riders each. The first rider across the line (beyond the 16th case) wins.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Coup de bordure&lt;/h2&gt;&lt;p&gt;Jérôme Kaplan, 2017. 2 à 4 joueurs, 3 coureurs chacun. Le premier coureur à franchir la ligne (au-delà de la 16&lt;sup&gt;e&lt;/sup&gt; case) gagne.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;h3&gt;Set-up&lt;/h3&gt;&lt;p&gt;A course of {tiles} tiles (Flat, Hill, Mountain, Sprint; never ending with Flat) and {finish} thin finish tiles. Each team shares {tokens} energy tokens of any colours between its riders, {low} to {high} each. A rider's plaquette has {slots} slots: one token per rider may be hidden face down, and white tokens fill the empty slots so that nobody knows the exact count. The feed zone is on case {feed}.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Mise en place&lt;/h3&gt;&lt;p&gt;Un parcours de {tiles} cases (Plaine, Côte, Montagne, Sprint ; jamais terminé par une Plaine) et {finish} cases fines Arrivée. Chaque équipe répartit {tokens} jetons énergie de couleurs libres entre ses coureurs, de {low} à {high} chacun. La plaquette d'un coureur a {slots} cases : chaque coureur peut cacher un jeton face cachée, et des jetons blancs remplissent les cases vides pour que personne ne connaisse le compte exact. Le ravitaillement est sur la case {feed}.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+17" />
            <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;p&gt;Riders play case by case from the front. The riders of one case choose their pace in secret, then reveal together:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Steady&lt;/b&gt;: +1 case, free.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Acceleration&lt;/b&gt;: +2 cases for 2 tokens, at least 1 of the colour of the case the rider stands on.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Slipstream&lt;/b&gt;: 1 token of the case's colour; +2 cases if a rider of the same case accelerates, +1 otherwise.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Attack&lt;/b&gt;: +3 cases for 3 tokens, at least 2 of the case's colour; once per race, and it cannot be followed in the slipstream.&lt;/li&gt;&lt;/ul&gt;</source>
            <translation>&lt;h3&gt;Un tour&lt;/h3&gt;&lt;p&gt;On joue case par case en partant de la tête. Les coureurs d'une même case choisissent leur allure en secret, puis la révèlent ensemble :&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Constance&lt;/b&gt; : +1 case, gratuit.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Accélération&lt;/b&gt; : +2 cases pour 2 jetons, dont au moins 1 de la couleur de la case du coureur.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sillage&lt;/b&gt; : 1 jeton de la couleur de la case ; +2 cases si un coureur de la même case accélère, +1 sinon.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Offensive&lt;/b&gt; : +3 cases pour 3 jetons, dont au moins 2 de la couleur de la case ; une fois par course, et elle ne peut pas être suivie en sillage.&lt;/li&gt;&lt;/ul&gt;</translation>
        </message>
        <message>
            <location line="+12" />
            <source>&lt;h3&gt;Resolution, in this order&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Attacks move.&lt;/li&gt;&lt;li&gt;Two attacks by one team: every rider of the case may be towed, +3 cases for 2 tokens of the case's colour.&lt;/li&gt;&lt;li&gt;Accelerations move.&lt;/li&gt;&lt;li&gt;Slipstreams move (+2 or +1).&lt;/li&gt;&lt;li&gt;A rider whose slipstream succeeded may say “I'll tow”: the riders still on the case may follow, +2 cases for 1 token of its colour.&lt;/li&gt;&lt;li&gt;Two accelerations or slipstreams by one team: the same tow is open.&lt;/li&gt;&lt;li&gt;Everyone else moves 1 case.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;h3&gt;Résolution, dans cet ordre&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Les Offensives avancent.&lt;/li&gt;&lt;li&gt;Deux Offensives d'une même équipe : tous les coureurs de la case peuvent être tractés, +3 cases pour 2 jetons de la couleur de la case.&lt;/li&gt;&lt;li&gt;Les Accélérations avancent.&lt;/li&gt;&lt;li&gt;Les Sillages avancent (+2 ou +1).&lt;/li&gt;&lt;li&gt;Un coureur qui a réussi son Sillage peut dire « Je tracte » : les coureurs encore sur la case peuvent suivre, +2 cases pour 1 jeton de sa couleur.&lt;/li&gt;&lt;li&gt;Deux Accélérations ou Sillages d'une même équipe : la même possibilité d'être tracté s'ouvre.&lt;/li&gt;&lt;li&gt;Tous les autres avancent d'1 case.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Feed zone&lt;/h3&gt;&lt;p&gt;A rider reaching or passing the 7th case with 0 or 1 token left takes 2 tokens of his choice, with 2 tokens left takes 1. When a team's first rider gets there, the team draws a musette (feed bag) face down: musettes 0 and 1 for the first team, then the card left plus one more per team arriving; 0 is the best. Teams arriving together draw together.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Ravitaillement&lt;/h3&gt;&lt;p&gt;Un coureur qui atteint ou franchit la 7&lt;sup&gt;e&lt;/sup&gt; case avec 0 ou 1 jeton restant prend 2 jetons de son choix ; avec 2 jetons, il en prend 1. Quand le premier coureur d'une équipe y arrive, l'équipe pioche une musette face cachée : musettes 0 et 1 pour la première équipe, puis la carte restante plus une carte par équipe qui arrive ; la 0 est la meilleure. Les équipes qui arrivent ensemble piochent ensemble.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+9" />
            <source>&lt;h3&gt;Finish&lt;/h3&gt;&lt;p&gt;The race ends with the turn in which a rider passes the 16th case. Ties are broken by: the distance beyond the line; the tokens left of the last case's colour; all tokens left; the best musette. Teams are ranked by their best rider.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Arrivée&lt;/h3&gt;&lt;p&gt;La course s'arrête à la fin du tour où un coureur dépasse la 16&lt;sup&gt;e&lt;/sup&gt; case. Les égalités se départagent par : la distance parcourue après la ligne ; les jetons restants de la couleur de la dernière case ; tous les jetons restants ; la meilleure musette. Les équipes sont classées selon leur meilleur coureur.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rulebook does not settle these points; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;Le livret de règles ne tranche pas ces points ; l'application suppose que :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>CdbSetup</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/setup_panel.py" line="+136" />
            <source>Energy tokens: {total} of {expected}</source>
            <translation>Jetons énergie : {total} sur {expected}</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Team:</source>
            <translation>Équipe :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Custom</source>
            <translation>Personnalisée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Rider</source>
            <translation>Coureur</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hidden token</source>
            <translation>Jeton caché</translation>
        </message>
        <message>
            <location line="+5" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Open a course</source>
            <translation>Ouvrir un parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Course:</source>
            <translation>Parcours :</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{name} (inspired by the race)</source>
            <translation>{name} (d'après la course)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Course file…</source>
            <translation>Fichier de parcours…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each player plans their team (energy tokens, face-down tokens) in secret when the game starts; bots ride the course's preset teams.</source>
            <translation>Chaque joueur prépare son équipe (jetons d'énergie, jetons face cachée) en secret au début de la partie ; les robots courent avec les équipes proposées du parcours.</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <location filename="../peloton_desktop/core/coach.py" line="+151" />
            <source>Moves your best rider %n case(s) up the road.</source>
            <translation>
                <numerusform>Fait avancer votre meilleur coureur de %n case.</numerusform>
                <numerusform>Fait avancer votre meilleur coureur de %n cases.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Wins %n point(s) at once.</source>
            <translation>
                <numerusform>Rapporte %n point tout de suite.</numerusform>
                <numerusform>Rapporte %n points tout de suite.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Empties your hand by %n card(s).</source>
            <translation>
                <numerusform>Allège votre main de %n carte.</numerusform>
                <numerusform>Allège votre main de %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Afterwards the leader is %n case(s) ahead of you.</source>
            <translation>
                <numerusform>Ensuite, le premier a %n case d'avance sur vous.</numerusform>
                <numerusform>Ensuite, le premier a %n cases d'avance sur vous.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Afterwards you are %n point(s) behind the leader.</source>
            <translation>
                <numerusform>Ensuite, vous êtes à %n point du premier.</numerusform>
                <numerusform>Ensuite, vous êtes à %n points du premier.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Afterwards the leader holds %n card(s) fewer than you.</source>
            <translation>
                <numerusform>Ensuite, le premier a %n carte de moins que vous.</numerusform>
                <numerusform>Ensuite, le premier a %n cartes de moins que vous.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Afterwards you lead.</source>
            <translation>Ensuite, vous êtes en tête.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>The strong bot's pick after trying it %n time(s).</source>
            <translation>
                <numerusform>Le choix du robot fort, après l'avoir essayé %n fois.</numerusform>
                <numerusform>Le choix du robot fort, après l'avoir essayé %n fois.</numerusform>
            </translation>
        </message>
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
        <message numerus="yes">
            <location filename="../peloton_desktop/games/coup_de_bordure/coach.py" line="+22" />
            <source>Keeps %n {terrain} token(s) for the {terrain} ahead.</source>
            <translation>
                <numerusform>Garde %n jeton {terrain} pour la suite ({terrain} en vue).</numerusform>
                <numerusform>Garde %n jetons {terrain} pour la suite ({terrain} en vue).</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rides in the slipstream of the riders ahead.</source>
            <translation>Reste dans l'aspiration des coureurs devant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attacks now, while the road suits it.</source>
            <translation>Attaquer maintenant, tant que la route s'y prête.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Spends %n token(s) to stay with the group.</source>
            <translation>
                <numerusform>Dépense %n jeton pour rester avec le groupe.</numerusform>
                <numerusform>Dépense %n jetons pour rester avec le groupe.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/coach.py" line="+13" />
            <source>Takes the wheel: the cases come for free.</source>
            <translation>Prendre la roue : les cases viennent gratuitement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attacks: a second roll to get clear.</source>
            <translation>Démarrer : un second lancer pour s'échapper.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rolls: better than the wheel on offer.</source>
            <translation>Lancer les dés : mieux que la roue offerte.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/coach.py" line="+13" />
            <source>A slow pace: the group saves its points.</source>
            <translation>Une allure lente : le groupe économise ses points.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A steady pace: the group keeps its place.</source>
            <translation>Une allure régulière : le groupe garde sa place.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A fast pace: the group gains ground.</source>
            <translation>Une allure rapide : le groupe gagne du terrain.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Takes the feed: points back for the end.</source>
            <translation>Prendre le ravitaillement : des points pour la fin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Buys back cases while it is cheap.</source>
            <translation>Racheter des cases tant que c'est bon marché.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attacks: a chance to break away from the group.</source>
            <translation>Attaquer : une chance de sortir du groupe.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stays in the group and saves its points.</source>
            <translation>Rester dans le groupe et économiser ses points.</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/tape_l_etape/coach.py" line="+14" />
            <source>Lays the {value}: %n card(s) left in your hand.</source>
            <translation>
                <numerusform>Poser le {value} : il vous reste %n carte en main.</numerusform>
                <numerusform>Poser le {value} : il vous reste %n cartes en main.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>A puncture now: that rider loses a turn.</source>
            <translation>Une crevaison maintenant : ce coureur perd un tour.</translation>
        </message>
        <message numerus="yes">
            <location line="+7" />
            <source>The Mountain starts low and climbs: %n of your cards are {low} to {top}.</source>
            <translation>
                <numerusform>La montagne part du bas et monte : %n de vos cartes est entre {low} et {top}.</numerusform>
                <numerusform>La montagne part du bas et monte : %n de vos cartes sont entre {low} et {top}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The Descent starts high and goes down: %n of your cards are {bottom} to {high}.</source>
            <translation>
                <numerusform>La descente part du haut et descend : %n de vos cartes est entre {bottom} et {high}.</numerusform>
                <numerusform>La descente part du haut et descend : %n de vos cartes sont entre {bottom} et {high}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The Flat starts at {start}: %n of your cards are next to it ({below} to {above}).</source>
            <translation>
                <numerusform>La plaine part de {start} : %n de vos cartes est à côté ({below} à {above}).</numerusform>
                <numerusform>La plaine part de {start} : %n de vos cartes sont à côté ({below} à {above}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The time trial lays runs at once: your longest run in one colour is %n card(s).</source>
            <translation>
                <numerusform>Le contre-la-montre pose des suites d'un coup : votre plus longue suite d'une couleur est de %n carte.</numerusform>
                <numerusform>Le contre-la-montre pose des suites d'un coup : votre plus longue suite d'une couleur est de %n cartes.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The Broom wagon rewards the last hand emptied: %n of your cards are far from the {start} and can wait.</source>
            <translation>
                <numerusform>La voiture balai récompense la dernière main vidée : %n de vos cartes est loin du {start} et peut attendre.</numerusform>
                <numerusform>La voiture balai récompense la dernière main vidée : %n de vos cartes sont loin du {start} et peuvent attendre.</numerusform>
            </translation>
        </message>
        <message>
            <location line="-18" />
            <source>Changes gear: more cards laid this turn.</source>
            <translation>Changer de braquet : plus de cartes posées ce tour-ci.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keeps your jokers for later.</source>
            <translation>Garder vos jokers pour plus tard.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/learning/coach.py" line="+174" />
            <source>The strong bot's three best choices for you, and why</source>
            <translation>Les trois meilleurs choix du robot fort pour vous, et pourquoi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The coach helps the player holding the laptop, on their move</source>
            <translation>Le coach aide le joueur qui tient l'ordinateur, quand c'est à lui de jouer</translation>
        </message>
        <message>
            <location line="+42" />
            <source>The coach has no advice here.</source>
            <translation>Le coach n'a pas de conseil ici.</translation>
        </message>
        <message>
            <location line="+21" />
            <source>{percent} % to win</source>
            <translation>{percent} % de chances de gagner</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Choice {rank}</source>
            <translation>Choix {rank}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The coach is thinking…</source>
            <translation>Le coach réfléchit…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Hint</source>
            <translation>&amp;Conseil</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Coach</source>
            <translation>Coach</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Offer hints in this game (a setting per game)</source>
            <translation>Proposer des conseils dans ce jeu (un réglage par jeu)</translation>
        </message>
    </context>
    <context>
        <name>Colours</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/settings_dialog.py" line="+31" />
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Vermilion</source>
            <translation>Vermillon</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Purple</source>
            <translation>Pourpre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sky blue</source>
            <translation>Bleu ciel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yellow</source>
            <translation>Jaune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Black</source>
            <translation>Noir</translation>
        </message>
    </context>
    <context>
        <name>Confirm</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/confirm.py" line="+38" />
            <source>This cannot be taken back</source>
            <translation>Impossible de revenir en arrière</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Don't ask again</source>
            <translation>Ne plus demander</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Leave this game? It stays saved: the start page resumes it.</source>
            <translation>Quitter cette partie ? Elle reste enregistrée : la page d'accueil la reprend.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leave the game</source>
            <translation>Quitter la partie</translation>
        </message>
    </context>
    <context>
        <name>CoupDeBordure</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/board.py" line="+171" />
            <source>{rider}: {pace}</source>
            <translation>{rider} : {pace}</translation>
        </message>
        <message>
            <location line="+110" />
            <source>Pace chosen</source>
            <translation>Allure choisie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Choosing</source>
            <translation>Choisit</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Fed</source>
            <translation>Ravito</translation>
        </message>
        <message>
            <location line="+5" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/text.py" line="+160" />
            <source>The race is over.</source>
            <translation>La course est terminée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Case {case} ({terrain}): waiting for {names}.</source>
            <translation>Case {case} ({terrain}) : en attente de {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+119" />
            <source>{rider}: {pace}. Which tokens pay?</source>
            <translation>{rider} : {pace}. Quels jetons payer ?</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Uses your hidden token: it is revealed to everyone.</source>
            <translation>Utilise votre jeton caché : il est révélé à tous.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Back</source>
            <translation>Retour</translation>
        </message>
        <message numerus="yes">
            <location line="+23" />
            <source>{rider} cannot pay the tow: +{cases} cases cost %n {terrain} token(s).</source>
            <translation>
                <numerusform>{rider} ne peut pas payer pour être tracté : +{cases} cases coûtent %n jeton {terrain}.</numerusform>
                <numerusform>{rider} ne peut pas payer pour être tracté : +{cases} cases coûtent %n jetons {terrain}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/phone.py" line="+55" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="-64" />
            <source>Choose the pace of {rider} (case {case}, {terrain}).</source>
            <translation>Choisissez l'allure de {rider} (case {case}, {terrain}).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+5" />
            <source>Your choice stays secret until every rider of the case has chosen.</source>
            <translation>Votre choix reste secret jusqu'à ce que tous les coureurs de la case aient choisi.</translation>
        </message>
        <message>
            <location line="+13" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/tips.py" line="+105" />
            <source>Not possible: not enough tokens of the right colour, or already used.</source>
            <translation>Impossible : pas assez de jetons de la bonne couleur, ou déjà utilisée.</translation>
        </message>
        <message numerus="yes">
            <location line="+39" />
            <source>{rider} may be towed: +{cases} cases for %n {terrain} token(s).</source>
            <translation>
                <numerusform>{rider} peut être tracté : +{cases} cases pour %n jeton {terrain}.</numerusform>
                <numerusform>{rider} peut être tracté : +{cases} cases pour %n jetons {terrain}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/phone.py" line="-34" />
            <source>Case {case}</source>
            <translation>Case {case}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens face up: {tokens}</source>
            <translation>Jetons visibles : {tokens}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Face-down token: {token}</source>
            <translation>Jeton caché : {token}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Pace chosen: {pace}</source>
            <translation>Allure choisie : {pace}</translation>
        </message>
        <message>
            <location line="+36" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+22" />
            <source>Follow</source>
            <translation>Suivre</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+2" />
            <source>Stay</source>
            <translation>Rester</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+5" />
            <source>{rider} followed an acceleration. Say “I'll tow”?</source>
            <translation>{rider} a suivi une accélération. Dire « Je tracte » ?</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Every rider still on the case may then follow (+{cases} cases) for {count} token of its colour, rivals included.</source>
            <translation>Chaque coureur encore sur la case pourra alors suivre (+{cases} cases) pour {count} jeton de sa couleur, adversaires compris.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+8" />
            <source>I'll tow</source>
            <translation>Je tracte</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+1" />
            <source>Ride on alone</source>
            <translation>Continuer seul</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/coup_de_bordure/view/panel.py" line="+12" />
            <source>Feed zone: {rider} has %n token(s) left and takes {count}. Which colours?</source>
            <translation>
                <numerusform>Ravitaillement : il reste %n jeton à {rider}, qui en prend {count}. Quelles couleurs ?</numerusform>
                <numerusform>Ravitaillement : il reste %n jetons à {rider}, qui en prend {count}. Quelles couleurs ?</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+25" />
            <source>Flat</source>
            <translation>Plaine</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/coach.py" line="-8" />
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+1" />
            <source>Hill</source>
            <translation>Côte</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+1" />
            <source>Mountain</source>
            <translation>Montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+1" />
            <source>Sprint</source>
            <translation>Sprint</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/style.py" line="+7" />
            <source>F</source>
            <comment>letter of the Flat terrain</comment>
            <translation>P</translation>
        </message>
        <message>
            <location line="+1" />
            <source>H</source>
            <comment>letter of the Hill terrain</comment>
            <translation>C</translation>
        </message>
        <message>
            <location line="+1" />
            <source>M</source>
            <comment>letter of the Mountain terrain</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+1" />
            <source>S</source>
            <comment>letter of the Sprint terrain</comment>
            <translation>S</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/text.py" line="-133" />
            <source>Steady</source>
            <translation>Constance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Acceleration</source>
            <translation>Accélération</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slipstream</source>
            <translation>Sillage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attack</source>
            <translation>Offensive</translation>
        </message>
        <message>
            <location line="+54" />
            <source>— Turn {turn} —</source>
            <translation>— Tour {turn} —</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Case {case} ({terrain}): {riders} choose their pace.</source>
            <translation>Case {case} ({terrain}) : {riders} choisissent leur allure.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Paces revealed: {paces}.</source>
            <translation>Allures révélées : {paces}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} spends {tokens} (the hidden token was {colour}).</source>
            <translation>{rider} dépense {tokens} (le jeton caché était {colour}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} spends {tokens}.</source>
            <translation>{rider} dépense {tokens}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>attacks</source>
            <translation>lance une offensive</translation>
        </message>
        <message>
            <location line="+1" />
            <source>accelerates</source>
            <translation>accélère</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rides in the slipstream</source>
            <translation>prend le sillage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>is towed</source>
            <translation>est tracté</translation>
        </message>
        <message>
            <location line="+1" />
            <source>rides steadily</source>
            <translation>roule avec constance</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{rider} {action}: case {start} → {end}.</source>
            <translation>{rider} {action} : case {start} → {end}.</translation>
        </message>
        <message>
            <location line="+29" />
            <source>{rider} does not take the tow.</source>
            <translation>{rider} ne se fait pas tracter.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider}: “I'll tow!” The case may follow.</source>
            <translation>{rider} : « Je tracte ! » La case peut suivre.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} does not tow the others.</source>
            <translation>{rider} ne tracte pas les autres.</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Feed zone: {rider} takes {tokens}.</source>
            <translation>Ravitaillement : {rider} prend {tokens}.</translation>
        </message>
        <message>
            <location line="-86" />
            <source>+{move} case, free.</source>
            <translation>+{move} case, gratuit.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>+{move} cases for {cost} tokens, at least {colour} of the case's colour.</source>
            <translation>+{move} cases pour {cost} jetons, dont au moins {colour} de la couleur de la case.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{cost} token of the case's colour: +{following} cases if a rider of your case accelerates, +{move} otherwise.</source>
            <translation>{cost} jeton de la couleur de la case : +{following} cases si un coureur de votre case accélère, +{move} sinon.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>+{move} cases for {cost} tokens, at least {colour} of the case's colour. Once per race; nobody can follow it in the slipstream.</source>
            <translation>+{move} cases pour {cost} jetons, dont au moins {colour} de la couleur de la case. Une fois par course ; personne ne peut la suivre en sillage.</translation>
        </message>
        <message>
            <location line="+80" />
            <source>His hidden token was {colour}.</source>
            <translation>Son jeton caché était {colour}.</translation>
        </message>
        <message>
            <location line="+28" />
            <source>{team} reaches the feed zone first and draws a musette (face down).</source>
            <translation>{team} atteint le ravitaillement et pioche une musette (face cachée).</translation>
        </message>
        <message>
            <location line="+17" />
            <location filename="../peloton_desktop/games/coup_de_bordure/view/tips.py" line="-60" />
            <source>finish +{n}</source>
            <translation>arrivée +{n}</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{rider} is the only one across the line.</source>
            <translation>{rider} est le seul à avoir franchi la ligne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{rider} went furthest beyond the line, ahead of {rival}.</source>
            <translation>{rider} est allé le plus loin après la ligne, devant {rival}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} and {rival} went as far; {rider} has more {colour} tokens left (the last case's colour).</source>
            <translation>{rider} et {rival} sont allés aussi loin ; il reste à {rider} plus de jetons {colour} (la couleur de la dernière case).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} and {rival} tie on distance and {colour} tokens; {rider} has more tokens left in all.</source>
            <translation>{rider} et {rival} sont à égalité de distance et de jetons {colour} ; il reste à {rider} plus de jetons au total.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} and {rival} tie on distance and tokens; {team} drew the better musette.</source>
            <translation>{rider} et {rival} sont à égalité de distance et de jetons ; {team} a tiré la meilleure musette.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{team} wins the race.</source>
            <translation>{team} gagne la course.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/tips.py" line="-23" />
            <source>Case {case}: {terrain}.</source>
            <translation>Case {case} : {terrain}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Feed zone (R): riders who reach it take tokens.</source>
            <translation>Ravitaillement (R) : les coureurs qui l'atteignent prennent des jetons.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The last case: cross it to finish.</source>
            <translation>La dernière case : la franchir, c'est passer la ligne.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Its riders play now.</source>
            <translation>Ses coureurs jouent maintenant.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Finish +{n}: beyond the line. The rider who goes furthest wins.</source>
            <translation>Arrivée +{n} : au-delà de la ligne. Le coureur qui va le plus loin gagne.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>{rider} ({team}), case {case}.</source>
            <translation>{rider} ({team}), case {case}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Pace: {pace}.</source>
            <translation>Allure : {pace}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moved in the last move (dashed ring).</source>
            <translation>A bougé au dernier coup (cercle en tirets).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Its plaquette, under the course, shows its tokens.</source>
            <translation>Sa plaquette, sous le parcours, montre ses jetons.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Plaquette of {rider} ({team}).</source>
            <translation>Plaquette de {rider} ({team}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Tokens face up: {tokens}.</source>
            <translation>Jetons visibles : {tokens}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Hidden token (only you see it): {colour}.</source>
            <translation>Jeton caché (vous seul le voyez) : {colour}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Face-down tokens: {count}.</source>
            <translation>Jetons face cachée : {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Has been through the feed zone.</source>
            <translation>Est passé au ravitaillement.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The four pace markers are on the right; a ringed one can be clicked.</source>
            <translation>Les quatre marqueurs d'allure sont à droite ; un marqueur cerclé se clique.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Click to choose this pace for {rider}.</source>
            <translation>Cliquez pour choisir cette allure pour {rider}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Chosen; secret until every rider of the case has chosen.</source>
            <translation>Choisie ; secrète jusqu'à ce que tous les coureurs de la case aient choisi.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The pace {rider} plays this turn.</source>
            <translation>L'allure que {rider} joue ce tour-ci.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The pace {rider} played in the last move.</source>
            <translation>L'allure que {rider} a jouée au dernier coup.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Already played: out of the race.</source>
            <translation>Déjà jouée : retirée de la course.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Then choose the tokens in the panel below.</source>
            <translation>Choisissez ensuite les jetons dans le panneau du bas.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Click: be towed to this case.</source>
            <translation>Cliquer : être tracté jusqu'à cette case.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Towed to this case: choose the tokens in the panel below.</source>
            <translation>Tracté jusqu'à cette case : choisissez les jetons dans le panneau ci-dessous.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{team}: the plaquettes of its three riders.</source>
            <translation>{team} : les plaquettes de ses trois coureurs.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn {turn}</source>
            <translation>Tour {turn}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Race over</source>
            <translation>Course finie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Case {case} plays</source>
            <translation>La case {case} joue</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Each turn plays the cases from the front: the riders of the ringed case choose their pace in secret, then all are revealed and move.</source>
            <translation>Chaque tour joue les cases en partant de la tête : les coureurs de la case cerclée choisissent leur allure en secret, puis toutes sont révélées et ils avancent.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/view/legend.py" line="+69" />
            <source>an energy token, by its terrain ({terrains}): it pays a pace there</source>
            <translation>un jeton d'énergie, selon son terrain ({terrains}) : il paie une allure sur ce terrain</translation>
        </message>
        <message>
            <location line="+11" />
            <source>a face-down token of another team</source>
            <translation>un jeton face cachée d'une autre équipe</translation>
        </message>
        <message>
            <location line="+3" />
            <source>your own face-down token: only you see its colour</source>
            <translation>votre jeton face cachée : vous seul voyez sa couleur</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a white token: worth nothing, it hides how many tokens are left</source>
            <translation>un jeton blanc : il ne vaut rien, il cache combien de jetons il reste</translation>
        </message>
        <message>
            <location line="+6" />
            <source>+1, +2, +3: beyond the line; the furthest wins</source>
            <translation>+1, +2, +3 : au-delà de la ligne ; le plus loin gagne</translation>
        </message>
        <message>
            <location line="+20" />
            <source>case playing now</source>
            <translation>case qui joue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>towed to here (click)</source>
            <translation>tracté jusqu'ici (cliquer)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>pace you may choose (click)</source>
            <translation>allure possible (cliquer)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>pace chosen</source>
            <translation>allure choisie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>last move</source>
            <translation>dernier coup</translation>
        </message>
        <message>
            <location line="+3" />
            <source>pace played</source>
            <translation>allure jouée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>feed zone</source>
            <translation>ravitaillement</translation>
        </message>
    </context>
    <context>
        <name>CourseEditor</name>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/document.py" line="+115" />
            <source>Move the start</source>
            <translation>Déplacer le départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move the finish</source>
            <translation>Déplacer l’arrivée</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Rename</source>
            <translation>Renommer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Edit the description</source>
            <translation>Modifier la description</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Change the designer</source>
            <translation>Changer l’auteur du tracé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Change an option</source>
            <translation>Changer une option</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Paint case %1</source>
            <translation>Peindre la case %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Insert a case at %1</source>
            <translation>Insérer une case en %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Remove case %1</source>
            <translation>Supprimer la case %1</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/window.py" line="+125" />
            <source>&amp;Course</source>
            <translation>&amp;Parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save to the library</source>
            <translation>&amp;Enregistrer dans la bibliothèque</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Export as a file…</source>
            <translation>E&amp;xporter dans un fichier…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print preview…</source>
            <translation>&amp;Aperçu avant impression…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export the course sheet as &amp;PDF…</source>
            <translation>Exporter la feuille de parcours en &amp;PDF…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export the &amp;team sheets as PDF…</source>
            <translation>Exporter les feuilles d’é&amp;quipe en PDF…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Test-ride…</source>
            <translation>&amp;Essayer en course…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Insert a case</source>
            <translation>&amp;Insérer une case</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Add a case at the end</source>
            <translation>&amp;Ajouter une case à la fin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Re&amp;move the case</source>
            <translation>&amp;Supprimer la case</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Zoom avant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Zoom &amp;out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Fit the course</source>
            <translation>&amp;Voir tout le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Palette</source>
            <translation>Palette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Edit</source>
            <translation>Édition</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Start</source>
            <translation>Départ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Finish</source>
            <translation>Arrivée</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Designer</source>
            <translation>Tracé par</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Who designed the course (optional)</source>
            <translation>Qui a tracé le parcours (facultatif)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Description</source>
            <translation>Description</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Direction</source>
            <translation>Sens</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Along the case numbers</source>
            <translation>Dans l’ordre des numéros</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Against the case numbers</source>
            <translation>À rebours des numéros</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start zone (cases)</source>
            <translation>Zone de départ fictif (cases)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Checks</source>
            <translation>Vérifications</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Paint</source>
            <translation>Peindre</translation>
        </message>
        <message>
            <location line="+74" />
            <source>%1 cases, race of %2 cases</source>
            <translation>%1 cases, course de %2 cases</translation>
        </message>
        <message>
            <location line="+35" />
            <source>The course follows the rules: ready to play and print.</source>
            <translation>Le parcours respecte les règles : prêt à jouer et à imprimer.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1[*] — %2 course editor</source>
            <translation>%1[*] — éditeur de parcours %2</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Save</source>
            <translation>Enregistrer</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Saved in the course library.</source>
            <translation>Enregistré dans la bibliothèque de parcours.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export the course</source>
            <translation>Exporter le parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the changes to “%1” before closing?</source>
            <translation>Enregistrer les modifications de « %1 » avant de fermer ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/legend.py" line="+63" />
            <source>Selected case: Insert and Delete act on it</source>
            <translation>Case choisie : Insérer et Supprimer agissent sur elle</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The way the race runs</source>
            <translation>Le sens de la course</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Bend: its arrow shows the way</source>
            <translation>Virage : sa flèche montre le sens</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Feed zone (R)</source>
            <translation>Zone de ravitaillement (R)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start line</source>
            <translation>Ligne de départ</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Places of the fictive start zone</source>
            <translation>Places de la zone de départ fictive</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Finish line</source>
            <translation>Ligne d’arrivée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Finish tiles, past the line</source>
            <translation>Tuiles d’arrivée, après la ligne</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A check failed: the course cannot be played</source>
            <translation>Vérification échouée : le parcours ne peut pas être joué</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A warning: playable, but read why</source>
            <translation>Avertissement : jouable, mais lisez pourquoi</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/cursor.py" line="+81" />
            <source>Case {n} of {count}</source>
            <translation>Case {n} sur {count}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Arrow keys: the case before or after; Enter: paint it with the tool; a terrain's letter: paint it with that terrain; digits: pick a tool</source>
            <translation>Flèches : la case d'avant ou d'après ; Entrée : la peindre avec l'outil ; la lettre d'un terrain : la peindre de ce terrain ; chiffres : choisir un outil</translation>
        </message>
    </context>
    <context>
        <name>CourseLibrary</name>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/library_dialog.py" line="+90" />
            <location line="+155" />
            <source>Course library</source>
            <translation>Bibliothèque de parcours</translation>
        </message>
        <message>
            <location line="-154" />
            <source>All track games</source>
            <translation>Tous les jeux de parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;New…</source>
            <translation>&amp;Nouveau…</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+91" />
            <source>&amp;Edit</source>
            <translation>&amp;Modifier</translation>
        </message>
        <message>
            <location line="-90" />
            <source>&amp;Duplicate</source>
            <translation>&amp;Dupliquer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Import…</source>
            <translation>&amp;Importer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>E&amp;xport…</source>
            <translation>E&amp;xporter…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rename…</source>
            <translation>&amp;Renommer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>De&amp;lete…</source>
            <translation>&amp;Supprimer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>Im&amp;primer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PD&amp;F…</source>
            <translation>PD&amp;F…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Test-ride…</source>
            <translation>&amp;Essayer en course…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Close</source>
            <translation>&amp;Fermer</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Print preview of the course sheet</source>
            <translation>Aperçu avant impression de la feuille de parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Export the course sheet as PDF</source>
            <translation>Exporter la feuille de parcours en PDF</translation>
        </message>
        <message>
            <location line="+13" />
            <source>bundled, read-only</source>
            <translation>fourni, en lecture seule</translation>
        </message>
        <message>
            <location line="+2" />
            <source>your course</source>
            <translation>votre parcours</translation>
        </message>
        <message>
            <location line="+4" />
            <source>by %1</source>
            <translation>tracé par %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unreadable</source>
            <translation>illisible</translation>
        </message>
        <message>
            <location line="+3" />
            <source>has problems</source>
            <translation>à corriger</translation>
        </message>
        <message>
            <location line="+48" />
            <source>&amp;Duplicate to edit</source>
            <translation>&amp;Dupliquer pour modifier</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+11" />
            <source>New course</source>
            <translation>Nouveau parcours</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Game:</source>
            <translation>Jeu :</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+81" />
            <source>Name:</source>
            <translation>Nom :</translation>
        </message>
        <message>
            <location line="-80" />
            <source>My course</source>
            <translation>Mon parcours</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 (copy)</source>
            <translation>%1 (copie)</translation>
        </message>
        <message>
            <location line="+6" />
            <location line="+12" />
            <source>Import a course</source>
            <translation>Importer un parcours</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Courses ({patterns});;All files (*)</source>
            <translation>Parcours ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location line="+23" />
            <source>Courses ({patterns})</source>
            <translation>Parcours ({patterns})</translation>
        </message>
        <message>
            <location line="-2" />
            <location line="+13" />
            <source>Export the course</source>
            <translation>Exporter le parcours</translation>
        </message>
        <message>
            <location line="+9" />
            <location line="+9" />
            <source>Rename the course</source>
            <translation>Renommer le parcours</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Delete the course</source>
            <translation>Supprimer le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Delete “%1” from your library? This cannot be undone.</source>
            <translation>Supprimer « %1 » de votre bibliothèque ? C’est définitif.</translation>
        </message>
    </context>
    <context>
        <name>Courses</name>
        <message>
            <location filename="../peloton_desktop/printing/sheets.py" line="+75" />
            <source>%1 course · %2 cases · race of %3 cases</source>
            <translation>Parcours de %1 · %2 cases · course de %3 cases</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Designed by %1</source>
            <translation>Tracé par %1</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Print at 100 % (no “fit to page”). One case is %1 × %2 mm. Cut each page along its dashed lines and glue it over the grey strip of the page it continues.</source>
            <translation>Imprimez à 100 % (sans « ajuster à la page »). Une case mesure %1 × %2 mm. Découpez chaque page le long de ses pointillés et collez-la sur la bande grise de la page qu’elle prolonge.</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location line="+42" />
            <source>Climbs</source>
            <translation>Ascensions</translation>
        </message>
        <message>
            <location line="+23" />
            <source>No climb: a flat course.</source>
            <translation>Aucune ascension : un parcours plat.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Assembly: %1 pages</source>
            <translation>Assemblage : %1 pages</translation>
        </message>
        <message>
            <location line="+76" />
            <source>page %1 goes here</source>
            <translation>la page %1 se colle ici</translation>
        </message>
        <message>
            <location line="+38" />
            <source>%1 · page %2 of %3</source>
            <translation>%1 · page %2 sur %3</translation>
        </message>
        <message>
            <location line="+3" />
            <source>row %1, column %2</source>
            <translation>ligne %1, colonne %2</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/sheets.py" line="+32" />
            <source>Plaquettes · %1</source>
            <translation>Plaquettes · %1</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Team: ____________________</source>
            <translation>Équipe : ____________________</translation>
        </message>
        <message>
            <location line="+16" />
            <source>%1 tokens</source>
            <translation>%1 jetons</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/sheets/course_teams.py" line="+29" />
            <source>Team sheets · %1</source>
            <translation>Feuilles d’équipe · %1</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Roue de Vitesse · team sheet · %1</source>
            <translation>Roue de Vitesse · feuille d’équipe · %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Player: ______________________   Team: ______________________</source>
            <translation>Joueur : ______________________   Équipe : ______________________</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Sprint</source>
            <translation>Sprint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Endurance</source>
            <translation>Endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climber</source>
            <translation>Grimpeur</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Rider %1: ______________</source>
            <translation>Coureur %1 : ______________</translation>
        </message>
        <message>
            <location line="+14" />
            <source>15 points per rider, at most 10 in one skill; tick the boxes as points are spent. Breakaway: sprint (flat, descent), climber (mountain). Fast pace: endurance (flat), endurance or sprint (descent), endurance or climber (mountain).</source>
            <translation>15 points par coureur, au plus 10 dans une compétence ; cochez les cases à mesure que les points sont dépensés. Échappée : sprint (plat, descente), grimpeur (montagne). Allure rapide : endurance (plat), endurance ou sprint (descente), endurance ou grimpeur (montagne).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/style.py" line="+28" />
            <source>Road</source>
            <translation>Route</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hatched (difficulty)</source>
            <translation>Hachurée (difficulté)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/style.py" line="+29" />
            <source>Mountain</source>
            <translation>Montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flat</source>
            <translation>Plat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Descent</source>
            <translation>Descente</translation>
        </message>
        <message>
            <location line="+5" />
            <source>M</source>
            <comment>letter of the Mountain terrain</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+1" />
            <source>F</source>
            <comment>letter of the Flat terrain</comment>
            <translation>P</translation>
        </message>
        <message>
            <location line="+1" />
            <source>D</source>
            <comment>letter of the Descent terrain</comment>
            <translation>D</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/text.py" line="+30" />
            <source>Ravitaillement (R)</source>
            <translation>Ravitaillement (R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Summit (climber's points)</source>
            <translation>Sommet (points du grimpeur)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/style.py" line="+4" />
            <source>cobbles or descent</source>
            <translation>pavés ou descente</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/draw/track.py" line="+81" />
            <source>short climb</source>
            <translation>côte courte</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/text.py" line="+8" />
            <source>HC</source>
            <comment>hors catégorie climb</comment>
            <translation>HC</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cat. %1</source>
            <comment>climb category</comment>
            <translation>cat. %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>cases %1 to %2</source>
            <translation>cases %1 à %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>case %1</source>
            <translation>case %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ravitaillement: %1</source>
            <translation>Ravitaillement : %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1: cases %2 to %3 (%4 cases)</source>
            <translation>%1 : cases %2 à %3 (%4 cases)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1: case %2</source>
            <translation>%1 : case %2</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/draw/track.py" line="-42" />
            <source>Start zone</source>
            <translation>Zone de départ</translation>
        </message>
    </context>
    <context>
        <name>CycRules</name>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/rules_help.py" line="+57" />
            <source>A leader rolls three dice and keeps the two highest.</source>
            <translation>Un leader lance trois dés et garde les deux plus forts.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>A stage race has at most 21 stages.</source>
            <translation>Une course à étapes compte au plus 21 étapes.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>An early attack on a double 1 sends the rider to the back of the pack.</source>
            <translation>Une attaque au départ sur un double 1 renvoie le coureur en queue de peloton.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>A leader keeps the two highest of three dice.</source>
            <translation>Un leader garde les deux plus forts de ses trois dés.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A rider sits up (se relève) after seeing his dice.</source>
            <translation>Un coureur se relève après avoir vu ses dés.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No sitting up during a démarrage.</source>
            <translation>On ne se relève pas pendant un démarrage.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Riding one case when more was possible: one die, a 1 means abandon.</source>
            <translation>Avancer d'une case alors qu'il pouvait plus : un dé, un 1 signifie l'abandon.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A rider blocked by a full case stops on the case before it.</source>
            <translation>Un coureur bloqué par une case pleine s'arrête sur la case d'avant.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A rider sucking a wheel ends just behind the followed rider, or short of it when the road is blocked.</source>
            <translation>Un coureur qui suce la roue finit juste derrière le coureur suivi, ou avant si la route est bouchée.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A leader attacks only from a place where he could suck the wheel.</source>
            <translation>Un leader ne démarre que d'une place d'où il pourrait sucer la roue.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>One double in a démarrage and nobody may take the leader's wheel.</source>
            <translation>Un seul double dans un démarrage et personne ne peut prendre la roue du leader.</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Dice a leader keeps</source>
            <translation>Dés gardés par un leader</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Riders per team</source>
            <translation>Coureurs par équipe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Riders per leader</source>
            <translation>Coureurs par leader</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stages of a stage race, at most</source>
            <translation>Étapes d'une course à étapes, au plus</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dice of an early attacker's lead</source>
            <translation>Dés de l'avance d'un attaquant du départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Early attack on a double 1: to the back</source>
            <translation>Attaque au départ sur un double 1 : en queue</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seconds per case behind</source>
            <translation>Secondes par case de retard</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A leader keeps his two highest dice</source>
            <translation>Un leader garde ses deux plus forts dés</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sitting up after the roll</source>
            <translation>Se relever après le lancer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No sitting up in a démarrage</source>
            <translation>Pas de relevé pendant un démarrage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The abandon die for one case when more was possible</source>
            <translation>Le dé d'abandon pour une case quand il pouvait plus</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A blocked rider stops before the full case</source>
            <translation>Un coureur bloqué s'arrête avant la case pleine</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A wheel-sucker ends behind, or short</source>
            <translation>Qui suce la roue finit derrière, ou avant</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A démarrage needs a wheel position</source>
            <translation>Un démarrage demande une position de roue</translation>
        </message>
        <message>
            <location line="+3" />
            <source>One double and the leader is away</source>
            <translation>Un double et le leader a giclé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lining up team by team</source>
            <translation>Placement équipe par équipe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>First stage's lining-up order by dice</source>
            <translation>Ordre de placement de la première étape aux dés</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The pack lines up behind the start line</source>
            <translation>Le peloton se place derrière la ligne de départ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only the last rider may abandon</source>
            <translation>Seul le dernier coureur peut abandonner</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Riders short of the line ranked by distance</source>
            <translation>Coureurs avant la ligne classés par distance</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Groups by consecutive cases</source>
            <translation>Groupes par cases consécutives</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General ties to the last stage</source>
            <translation>Égalités au général : la dernière étape</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The riders of each team when the set-up does not say otherwise; all teams have the same number.</source>
            <translation>Les coureurs de chaque équipe quand le réglage ne dit pas autre chose ; toutes les équipes en ont autant.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A team has one leader for this many riders, rounded up, unless the set-up says otherwise.</source>
            <translation>Une équipe a un leader pour ce nombre de coureurs, arrondi au-dessus, sauf réglage contraire.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>What Article 9 says after the first roll is lost: an early attacker who gets away rolls these dice, and starts their sum in cases ahead of the pack.</source>
            <translation>La suite de l'article 9 après le premier lancer est perdue : un attaquant du départ qui s'échappe lance ces dés et part avec leur somme de cases d'avance sur le peloton.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Stage race: the time between two groups at the finish, for each case between their heads.</source>
            <translation>Course à étapes : le temps entre deux groupes à l'arrivée, pour chaque case entre leurs têtes.</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Each team in turn places all its riders behind the line, then the next team.</source>
            <translation>Chaque équipe à son tour place tous ses coureurs derrière la ligne, puis l'équipe suivante.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The first stage's lining up order is rolled; later stages follow the general.</source>
            <translation>L'ordre de placement de la première étape se tire aux dés ; les suivantes suivent le général.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The pack lines up on the cases behind the start line.</source>
            <translation>Le peloton se place sur les cases derrière la ligne de départ.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only the last rider of a turn may abandon.</source>
            <translation>Seul le dernier coureur du tour peut abandonner.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Riders who did not cross the line are ranked by their distance to it.</source>
            <translation>Les coureurs qui n'ont pas franchi la ligne sont classés selon leur distance à elle.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A group is a run of consecutive occupied cases.</source>
            <translation>Un groupe est une suite de cases occupées consécutives.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A tie on general time goes to the better rank in the last stage.</source>
            <translation>Une égalité au temps général se départage par le meilleur rang de la dernière étape.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>&lt;h2&gt;Cyclistes&lt;/h2&gt;&lt;p&gt;2 to 6 teams of riders on a circuit of cases. Each turn every rider moves once, from the front to the back; on a shared case the last arrived moves first. The first rider over the line wins the stage; the others lose {seconds} s per case behind.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Cyclistes&lt;/h2&gt;&lt;p&gt;2 à 6 équipes de coureurs sur un circuit de cases. À chaque tour, chaque coureur avance une fois, de la tête à la queue ; sur une case partagée, le dernier arrivé part le premier. Le premier coureur à franchir la ligne gagne l'étape ; les autres perdent {seconds} s par case de retard.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>&lt;h3&gt;A move&lt;/h3&gt;&lt;p&gt;An équipier rolls two dice, a leader three and keeps the two highest. After the roll a rider may sit up (se relever) by 1 to {relever} cases. A case holds {width} riders: a full case cannot be reached nor passed. A hatched case that is taken cannot be crossed (a scotch): the rider stops on it, or before it when it is full.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Un déplacement&lt;/h3&gt;&lt;p&gt;Un équipier lance deux dés, un leader trois et garde les deux plus forts. Après le lancer, un coureur peut se relever de 1 à {relever} cases. Une case tient {width} coureurs : une case pleine ne peut être ni atteinte ni dépassée. Une case hachurée occupée ne peut être franchie (un scotch) : le coureur s'y arrête, ou avant si elle est pleine.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Teams and start&lt;/h3&gt;&lt;p&gt;All teams have the same number of riders: {riders} unless the set-up says otherwise ({day_low} to {day_high} for a one-day race, {stage_low} to {stage_high} for a stage race), with one leader per {per_leader}, rounded up. Each team in turn places all its riders behind the start line (first stage: by a die roll; later: by the general classification). Once per race or stage a team may attack early as it places: two dice, a double other than double 1 and the rider starts ahead of the pack by the sum of {lead}, in cases; a double 1 and he starts at the back.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Équipes et départ&lt;/h3&gt;&lt;p&gt;Toutes les équipes ont autant de coureurs : {riders} sauf réglage contraire ({day_low} à {day_high} pour une course d'un jour, {stage_low} à {stage_high} pour une course à étapes), avec un leader pour {per_leader}, arrondi au-dessus. Chaque équipe à son tour place tous ses coureurs derrière la ligne de départ (première étape : selon un lancer de dé ; ensuite : selon le classement général). Une fois par course ou par étape, une équipe peut attaquer au départ en se plaçant : deux dés, un double autre que double 1 et le coureur part devant le peloton de la somme de {lead}, en cases ; un double 1 et il part en queue.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <location line="+17" />
            <source>%n rider(s)</source>
            <translation>
                <numerusform>%n coureur</numerusform>
                <numerusform>%n coureurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n dice</source>
            <translation>
                <numerusform>%n dé</numerusform>
                <numerusform>%n dés</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;h3&gt;Special actions&lt;/h3&gt;&lt;p&gt;Suck the wheel: instead of rolling, end just behind the rider who moved before you (from his case or the one behind). Démarrage: a leader in a wheel position rolls two dice and rolls again on a double. Abandon: only the last rider of the turn.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Actions spéciales&lt;/h3&gt;&lt;p&gt;Sucer la roue : au lieu de lancer, finir juste derrière le coureur qui vient de bouger (depuis sa case ou celle de derrière). Démarrer : un leader en position de sucer la roue lance deux dés et relance sur un double. Abandonner : seulement le dernier coureur du tour.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rules leave these points open; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;Les règles laissent ces points ouverts ; l'application suppose :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>CycSetup</name>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/cyclistes/view/setup_panel.py" line="+71" />
            <source>{teams} teams of {riders} riders (%n leader(s) each)</source>
            <translation>
                <numerusform>{teams} équipes de {riders} coureurs (%n leader chacune)</numerusform>
                <numerusform>{teams} équipes de {riders} coureurs (%n leaders chacune)</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Riders per team:</source>
            <translation>Coureurs par équipe :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Leaders per team:</source>
            <translation>Leaders par équipe :</translation>
        </message>
    </context>
    <context>
        <name>Cyclistes</name>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+61" />
            <source>{rider}: a double! Attack on or stop?</source>
            <translation>{rider} : un double ! Continuer l'attaque ou s'arrêter ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/phone.py" line="+66" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+5" />
            <source>Roll again</source>
            <translation>Relancer</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+2" />
            <source>Stop here</source>
            <translation>S'arrêter ici</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+19" />
            <source>{rider} to move: roll, take a wheel or attack.</source>
            <translation>À {rider} : lancer, prendre une roue ou démarrer.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{rider} to move: roll or attack.</source>
            <translation>À {rider} : lancer ou démarrer.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{rider} to move: roll or take a wheel.</source>
            <translation>À {rider} : lancer ou prendre une roue.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{rider} to move: roll the dice.</source>
            <translation>À {rider} : lancer les dés.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/phone.py" line="-14" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+4" />
            <source>Roll 3 dice (best two)</source>
            <translation>Lancer 3 dés (les deux meilleurs)</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+2" />
            <source>Roll 2 dice</source>
            <translation>Lancer 2 dés</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+6" />
            <source>Suck the wheel of {rider}</source>
            <translation>Sucer la roue de {rider}</translation>
        </message>
        <message>
            <location line="+5" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+9" />
            <source>Démarrage (a double rolls again)</source>
            <translation>Démarrer (un double relance)</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+47" />
            <location line="+11" />
            <source>Abandon</source>
            <translation>Abandonner</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="-52" />
            <source>Click the ringed rider to roll.</source>
            <translation>Cliquez sur le coureur cerclé pour lancer.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No wheel to suck here.</source>
            <translation>Pas de roue à sucer ici.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>{rider} rolled {total}: how far?</source>
            <translation>{rider} a fait {total} : jusqu'où ?</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/cyclistes/phone.py" line="-19" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+7" />
            <source>%n case(s), to case {case}</source>
            <translation>
                <numerusform>%n case, jusqu'à la case {case}</numerusform>
                <numerusform>%n cases, jusqu'à la case {case}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+9" />
            <source>Se relever: ride fewer cases (up to {max} fewer).</source>
            <translation>Se relever : avancer moins (jusqu'à {max} cases de moins).</translation>
        </message>
        <message>
            <location line="+21" />
            <source>{rider} leaves the race for good: an abandon cannot be undone.</source>
            <translation>{rider} quitte la course pour de bon : un abandon ne peut pas être annulé.</translation>
        </message>
        <message numerus="yes">
            <location line="+16" />
            <source>Cut short at %n case(s): {why}.</source>
            <translation>
                <numerusform>Arrêté à %n case : {why}.</numerusform>
                <numerusform>Arrêté à %n cases : {why}.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/phone.py" line="-10" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+16" />
            <source>Line up {rider}: choose a case behind the line.</source>
            <translation>Placez {rider} : choisissez une case derrière la ligne.</translation>
        </message>
        <message>
            <location line="-14" />
            <location line="+13" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+17" />
            <source>Case {case}</source>
            <translation>Case {case}</translation>
        </message>
        <message>
            <location line="+6" />
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+5" />
            <source>Attack before the start</source>
            <translation>Attaquer avant le départ</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+6" />
            <source>Riders line up on the case nearest the line that has room, or further back.</source>
            <translation>Les coureurs se placent sur la case libre la plus proche de la ligne, ou plus loin derrière.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/text.py" line="+29" />
            <source>a scotch: hatched case {case} is taken</source>
            <translation>un scotch : la case hachurée {case} est occupée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>case {case} is full: the door is closed</source>
            <translation>la case {case} est pleine : la porte est fermée</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} lines up on case {case}.</source>
            <translation>{rider} se place sur la case {case}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Placement by the general classification: {teams}.</source>
            <translation>Placement selon le classement général : {teams}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Placement by the dice: {teams}.</source>
            <translation>Placement aux dés : {teams}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} attacks before the start ({dice}): away, lead {lead}, case {case}.</source>
            <translation>{rider} attaque avant le départ ({dice}) : échappé, avance {lead}, case {case}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} attacks before the start ({dice}): double 1, to the back.</source>
            <translation>{rider} attaque avant le départ ({dice}) : double 1, en queue.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} attacks before the start ({dice}): caught.</source>
            <translation>{rider} attaque avant le départ ({dice}) : repris.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} rolls {dice}: {total}.</source>
            <translation>{rider} lance {dice} : {total}.</translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>{rider} sucks the wheel: %n case(s) to case {case}.</source>
            <translation>
                <numerusform>{rider} suce la roue : %n case jusqu'à la case {case}.</numerusform>
                <numerusform>{rider} suce la roue : %n cases jusqu'à la case {case}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>{rider} rides %n case(s) to case {case}.</source>
            <translation>
                <numerusform>{rider} avance de %n case jusqu'à la case {case}.</numerusform>
                <numerusform>{rider} avance de %n cases jusqu'à la case {case}.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} sits up on one case: the die shows 1, he abandons.</source>
            <translation>{rider} n'avance que d'une case : le dé montre 1, il abandonne.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} sits up on one case: the die shows {die}, he rides on.</source>
            <translation>{rider} n'avance que d'une case : le dé montre {die}, il continue.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Démarrage of {rider}: {dice}, to case {case}.</source>
            <translation>Démarrage de {rider} : {dice}, jusqu'à la case {case}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Cut short: {why}.</source>
            <translation>Arrêté : {why}.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Stage {stage} is over: nobody finished.</source>
            <translation>L'étape {stage} est finie : personne n'est arrivé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Stage {stage} is won by {rider}.</source>
            <translation>L'étape {stage} est gagnée par {rider}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Stage {stage}: line up behind the start.</source>
            <translation>Étape {stage} : placement derrière le départ.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Turn {turn}.</source>
            <translation>Tour {turn}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{rider} attacks!</source>
            <translation>{rider} démarre !</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{rider} abandons.</source>
            <translation>{rider} abandonne.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} crosses the line first!</source>
            <translation>{rider} franchit la ligne le premier !</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/cyclistes/view/tips.py" line="+78" />
            <location line="+41" />
            <source>The race is over.</source>
            <translation>La course est finie.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>leader</source>
            <translation>leader</translation>
        </message>
        <message>
            <location line="+0" />
            <source>équipier</source>
            <translation>équipier</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/tips.py" line="-99" />
            <source>hatched: a difficulty (a taken case cannot be crossed)</source>
            <translation>hachurée : une difficulté (occupée, elle ne se franchit pas)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>road</source>
            <translation>route</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Case {case}: {kind}</source>
            <translation>Case {case} : {kind}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Behind the start line</source>
            <translation>Derrière la ligne de départ</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The start case</source>
            <translation>La case de départ</translation>
        </message>
        <message>
            <location line="+8" />
            <source>A bend: the circuit goes on, behind the start line too.</source>
            <translation>Un virage : le circuit continue, derrière la ligne de départ aussi.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Team: {team}</source>
            <translation>Équipe : {team}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Over the line (case {case})</source>
            <translation>Arrivé (case {case})</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Behind the start line (case {case})</source>
            <translation>Derrière la ligne de départ (case {case})</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Case {case}, %n case(s) to the line</source>
            <translation>
                <numerusform>Case {case}, %n case jusqu'à la ligne</numerusform>
                <numerusform>Case {case}, %n cases jusqu'à la ligne</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Arrived {rank} of {count} on his case</source>
            <translation>Arrivé {rank}e sur {count} sur sa case</translation>
        </message>
        <message>
            <location line="+6" />
            <source>General time: {time}</source>
            <translation>Temps au général : {time}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>To move now</source>
            <translation>À lui de bouger</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Stage {stage} of {stages}: {course}</source>
            <translation>Étape {stage} sur {stages} : {course}</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Lining up: {team} places a rider.</source>
            <translation>Placement : {team} place un coureur.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Stage {stage} of {stages} is over.</source>
            <translation>Étape {stage} sur {stages} terminée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turn {turn}: {rider} to move, team {team}.</source>
            <translation>Tour {turn} : à {rider}, équipe {team}.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>{rider}: {dice}, best two {total}</source>
            <translation>{rider} : {dice}, deux meilleurs {total}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider}: {dice} = {total}</source>
            <translation>{rider} : {dice} = {total}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{team}: {player}, {left}/{count} riders</source>
            <translation>{team} : {player}, {left}/{count} coureurs</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Waiting for {names}.</source>
            <translation>On attend {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/board.py" line="+183" />
            <source>{rider}: case {case}</source>
            <translation>{rider} : case {case}</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Click: line {rider} up here.</source>
            <translation>Cliquer : placer {rider} ici.</translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Click: ride %n case(s) to here.</source>
            <translation>
                <numerusform>Clic : avancer de %n case jusqu'ici.</numerusform>
                <numerusform>Clic : avancer de %n cases jusqu'ici.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+61" />
            <source>1st</source>
            <comment>the stage's winner</comment>
            <translation>1er</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Yellow jersey: he leads the general.</source>
            <translation>Maillot jaune : il mène le classement général.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/view/legend.py" line="+61" />
            <source>difficulty: a taken case cannot be crossed</source>
            <translation>difficulté : une case occupée ne se franchit pas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>start line</source>
            <translation>ligne de départ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>finish line</source>
            <translation>ligne d'arrivée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>where the rider may go (click)</source>
            <translation>où le coureur peut aller (clic)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the last move</source>
            <translation>le dernier coup</translation>
        </message>
        <message>
            <location line="+27" />
            <source>a leader: the star on his token, the L after his number (A1L); the others are his team-mates</source>
            <translation>un leader : l'étoile sur son pion, le L après son numéro (A1L) ; les autres sont ses équipiers</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the yellow jersey: leader of the general</source>
            <translation>le maillot jaune : leader du classement général</translation>
        </message>
    </context>
    <context>
        <name>FileOpen</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/file_open.py" line="+96" />
            <source>Opened from {file}. Save puts a copy in your course library.</source>
            <translation>Ouvert depuis {file}. Enregistrer en met une copie dans votre bibliothèque de parcours.</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message>
            <location filename="../peloton_desktop/ui/table/game_log.py" line="+67" />
            <source>{name}: the normal bot ran out of time and played its best move so far.</source>
            <translation>{name} : le robot normal a manqué de temps et a joué le meilleur coup trouvé jusque-là.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{name}: the strong bot ran out of time and played its best move so far.</source>
            <translation>{name} : le robot fort a manqué de temps et a joué le meilleur coup trouvé jusque-là.</translation>
        </message>
    </context>
    <context>
        <name>GamePage</name>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="+65" />
            <location filename="../peloton_desktop/ui/table/record_results.py" line="+29" />
            <source>human</source>
            <translation>humain</translation>
        </message>
        <message>
            <location line="+0" />
            <source>human, on a phone</source>
            <translation>humain, sur téléphone</translation>
        </message>
        <message>
            <location line="-1" />
            <location filename="../peloton_desktop/ui/table/record_results.py" line="+0" />
            <source>bot</source>
            <translation>robot</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+167" />
            <source>Reviewing the game.</source>
            <translation>Revue de la partie.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Waiting for {name}.</source>
            <translation>En attente de {name}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}: check your choices, then press Done.</source>
            <translation>{name} : vérifiez vos choix, puis appuyez sur Terminé.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="+224" />
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+11" />
            <source>{name} is thinking…</source>
            <translation>{name} réfléchit…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+10" />
            <source>{name} is playing on their phone.</source>
            <translation>{name} joue sur son téléphone.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name}'s phone has been offline for {time}.</source>
            <translation>Le téléphone de {name} est hors ligne depuis {time}.</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Undo: the game is over</source>
            <translation>Annuler : la partie est terminée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Undo: the stage is over (go on first)</source>
            <translation>Annuler : l'étape est terminée (continuez d'abord)</translation>
        </message>
        <message>
            <location line="-36" />
            <source>{name}, your move.</source>
            <translation>{name}, à vous de jouer.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="+4" />
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+9" />
            <source>Waiting for {names}.</source>
            <translation>En attente de : {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/game_page.py" line="+360" />
            <source>Final ranking:</source>
            <translation>Classement final :</translation>
        </message>
        <message>
            <location line="+7" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="-66" />
            <source>Take back your last move, if it revealed nothing</source>
            <translation>Reprendre votre dernier coup, s'il n'a rien révélé</translation>
        </message>
        <message>
            <location line="+23" />
            <source>The stage is over: go on when everyone has seen its result.</source>
            <translation>L'étape est finie : continuez quand tout le monde a vu son résultat.</translation>
        </message>
        <message>
            <location line="+45" />
            <source>&amp;Save…</source>
            <translation>&amp;Enregistrer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Side &amp;panel</source>
            <translation>&amp;Panneau latéral</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pr&amp;int</source>
            <translation>I&amp;mprimer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print this game's sheets, or save them as PDF</source>
            <translation>Imprimer les feuilles de cette partie, ou les enregistrer en PDF</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show or fold the players, standings and log</source>
            <translation>Afficher ou replier les joueurs, les classements et le déroulement</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Leave</source>
            <translation>&amp;Quitter la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Back to the start page; the game stays saved</source>
            <translation>Retour à l'accueil ; la partie reste enregistrée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+74" />
            <source>&amp;Review the game</source>
            <translation>&amp;Revoir la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Step through the game move by move, the table as it was</source>
            <translation>Parcourir la partie coup par coup, la table telle qu'elle était</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Story of the game</source>
            <translation>&amp;Récit de la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Charts move by move, and the moves where it was won</source>
            <translation>Courbes coup par coup, et les coups où tout s'est joué</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Play again</source>
            <translation>Rejouer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new game with the same players and set-up</source>
            <translation>Une nouvelle partie avec les mêmes joueurs et la même mise en place</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print the results</source>
            <translation>&amp;Imprimer les résultats</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/page_sheets.py" line="+56" />
            <location line="+9" />
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+1" />
            <source>Print…</source>
            <translation>Imprimer…</translation>
        </message>
        <message>
            <location line="-6" />
            <location line="+9" />
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+1" />
            <source>Save as PDF…</source>
            <translation>Enregistrer en PDF…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/result_banner.py" line="+1" />
            <source>Back to the start page</source>
            <translation>Retour à l'accueil</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/game_page.py" line="+5" />
            <source>What happened</source>
            <translation>Déroulement</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/laptop.py" line="+29" />
            <source>Undo: take the laptop first</source>
            <translation>Annuler : prenez d'abord l'ordinateur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Undo: nothing to take back since a die, a card or a reveal</source>
            <translation>Annuler : rien à reprendre depuis un dé, une carte ou une révélation</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Undo: none of your moves since you took the laptop</source>
            <translation>Annuler : aucun de vos coups depuis que vous avez pris l'ordinateur</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/page_sheets.py" line="-5" />
            <source>Results</source>
            <translation>Résultats</translation>
        </message>
    </context>
    <context>
        <name>GameView</name>
        <message>
            <location filename="../peloton_desktop/ui/table/game_view.py" line="+154" />
            <source>{name} wins.</source>
            <translation>{name} gagne.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="+6" />
            <source>Three riders per team, a plaquette of energy tokens each: pick your pace in secret, ride in the slipstream and keep your attack for the finish.</source>
            <translation>Trois coureurs par équipe, chacun avec sa plaquette de jetons énergie : choisissez votre allure en secret, profitez du sillage et gardez votre offensive pour l'arrivée.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/messages.py" line="+6" />
            <source>Union against Confederacy, 1861–1865: bluff with stacked blocks on three battles and win the influence of the five border states.</source>
            <translation>L'Union contre la Confédération, 1861–1865 : bluffez avec vos pavés empilés sur trois batailles et gagnez l'influence des cinq États frontaliers.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/messages.py" line="+6" />
            <source>A stage race in cards: lay your profiles on the coloured columns, play your jokers at the right moment and win the general classification.</source>
            <translation>Une course par étapes en cartes : posez vos profils sur les colonnes de couleur, jouez vos jokers au bon moment et remportez le classement général.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/messages.py" line="+6" />
            <source>The classic dice game: leaders and team riders on a circuit of cases, climbs that block the road, wheels to follow and attacks on a double.</source>
            <translation>Le jeu de dés classique : leaders et équipiers sur un circuit de cases, des côtes qui barrent la route, des roues à suivre et des démarrages sur un double.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/messages.py" line="+6" />
            <source>Set the pace of each group on the speed wheel, spend sprint, endurance and climbing points, break away and counter-attack.</source>
            <translation>Réglez l'allure de chaque groupe sur la roue de vitesse, dépensez vos points de sprint, d'endurance et de grimpeur, échappez-vous et contre-attaquez.</translation>
        </message>
    </context>
    <context>
        <name>Handover</name>
        <message>
            <location filename="../peloton_desktop/ui/table/handover.py" line="+54" />
            <source>Pass to {name}</source>
            <translation>Passez à {name}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The others look away: your choices stay secret.</source>
            <translation>Les autres détournent le regard : vos choix restent secrets.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>I am {name}: show my game</source>
            <translation>Je suis {name} : montrer mon jeu</translation>
        </message>
        <message>
            <location line="+51" />
            <source>You are playing out of turn.</source>
            <translation>Vous jouez hors de votre tour.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Out of turn:</source>
            <translation>Hors tour :</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Done: give the laptop back to {names}</source>
            <translation>Terminé : rendre l'ordinateur à {names}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{name}: take the laptop to play</source>
            <translation>{name} : prendre l'ordinateur pour jouer</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Check your choices: Undo takes the last one back.</source>
            <translation>Vérifiez vos choix : Annuler reprend le dernier.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Done: pass the laptop</source>
            <translation>&amp;Terminé : passer l'ordinateur</translation>
        </message>
    </context>
    <context>
        <name>Keys</name>
        <message>
            <location filename="../peloton_desktop/ui/table/board_keys.py" line="+134" />
            <source>{words} (a piece of the table)</source>
            <translation>{words} (une pièce de la table)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{words} (choice {i} of {n})</source>
            <translation>{words} (choix {i} sur {n})</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The table: nothing to choose on it now</source>
            <translation>La table : rien à y choisir pour l'instant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Arrow keys or Tab: the next choice; Enter: play it; Escape: back one step; digits: a card of your hand; H: the coach; Ctrl+Z: undo</source>
            <translation>Flèches ou Tab : le choix suivant ; Entrée : le jouer ; Échap : revenir d'une étape ; chiffres : une carte de votre main ; H : le coach ; Ctrl+Z : annuler</translation>
        </message>
    </context>
    <context>
        <name>KeysHelp</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/keys_help.py" line="+18" />
            <source>At the table</source>
            <translation>À la table</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Arrow keys</source>
            <translation>Flèches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move the ring to the nearest choice on the table that way</source>
            <translation>Mènent l'anneau au choix le plus proche sur la table dans ce sens</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Shift + arrow keys</source>
            <translation>Maj + flèches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read every piece of the table, one by one, choice or not</source>
            <translation>Lire chaque pièce de la table, une à une, choix ou non</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Tab, Shift+Tab</source>
            <translation>Tab, Maj+Tab</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The next or previous choice: the table's, then the panel's buttons</source>
            <translation>Le choix suivant ou précédent : ceux de la table, puis les boutons du panneau</translation>
        </message>
        <message>
            <location line="+6" />
            <location line="+39" />
            <source>Home, End</source>
            <translation>Début, Fin</translation>
        </message>
        <message>
            <location line="-38" />
            <source>The first or last choice on the table</source>
            <translation>Le premier ou le dernier choix de la table</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+50" />
            <source>Enter or Space</source>
            <translation>Entrée ou Espace</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Play the choice in the ring, or press the focused button</source>
            <translation>Jouer le choix dans l'anneau, ou presser le bouton qui a le focus</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+70" />
            <source>Escape</source>
            <translation>Échap</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Back out of a step of the choice under way</source>
            <translation>Revenir d'une étape du choix en cours</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+48" />
            <source>1 to 9</source>
            <translation>1 à 9</translation>
        </message>
        <message>
            <location line="-47" />
            <source>Play that card of your hand (counted from the left)</source>
            <translation>Jouer cette carte de votre main (comptée depuis la gauche)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>H</source>
            <translation>H</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ask the coach for its three best choices</source>
            <translation>Demander au coach ses trois meilleurs choix</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ctrl+Z</source>
            <translation>Ctrl+Z</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo your last move, if it revealed nothing</source>
            <translation>Annuler votre dernier coup, s'il n'a rien révélé</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Between moves</source>
            <translation>Entre les coups</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Enter</source>
            <translation>Entrée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the laptop on the hand-over, go on after a stage</source>
            <translation>Prendre l'ordinateur au passage de main, continuer après une étape</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Left, Right</source>
            <translation>Gauche, Droite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In a finished game's review: the move before or after</source>
            <translation>Dans la revue d'une partie finie : le coup d'avant ou d'après</translation>
        </message>
        <message>
            <location line="+4" />
            <source>In the review: the start or the end of the game</source>
            <translation>Dans la revue : le début ou la fin de la partie</translation>
        </message>
        <message>
            <location line="+5" />
            <source>In the course editor</source>
            <translation>Dans l'éditeur de parcours</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Arrow keys, Home, End</source>
            <translation>Flèches, Début, Fin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move the cursor to the case before or after, the first or last</source>
            <translation>Mener le curseur à la case d'avant ou d'après, à la première ou à la dernière</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Paint the case under the cursor with the current tool</source>
            <translation>Peindre la case sous le curseur avec l'outil choisi</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A terrain's letter</source>
            <translation>La lettre d'un terrain</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paint the case under the cursor with that terrain</source>
            <translation>Peindre la case sous le curseur de ce terrain</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Pick a tool of the palette</source>
            <translation>Choisir un outil de la palette</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Everywhere</source>
            <translation>Partout</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Alt + underlined letter</source>
            <translation>Alt + lettre soulignée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a menu, press a button</source>
            <translation>Ouvrir un menu, presser un bouton</translation>
        </message>
        <message>
            <location line="+2" />
            <source>F1</source>
            <translation>F1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>The rules of the games</source>
            <translation>Les règles des jeux</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Ctrl+S, Ctrl+O</source>
            <translation>Ctrl+S, Ctrl+O</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the game, open a saved game</source>
            <translation>Enregistrer la partie, ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Close a dialog without changing anything</source>
            <translation>Fermer une fenêtre de dialogue sans rien changer</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Playing with the keyboard</source>
            <translation>Jouer au clavier</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The keys</source>
            <translation>Les touches</translation>
        </message>
    </context>
    <context>
        <name>Legend</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/legend.py" line="+29" />
            <location line="+39" />
            <source>What the marks on the table mean.</source>
            <translation>Ce que veulent dire les marques de la table.</translation>
        </message>
        <message>
            <location line="+43" />
            <source>1st</source>
            <comment>the stage's winner</comment>
            <translation>1er</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the rider who moves now</source>
            <translation>le coureur qui joue maintenant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the stage's winner, on the line</source>
            <translation>le vainqueur de l'étape, sur la ligne</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/table/marks_key.py" line="+43" />
            <source>The marks on the table</source>
            <translation>Les marques de la table</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/you_text.py" line="+17" />
            <location filename="../peloton_desktop/ui/lessons/launch.py" line="+42" />
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/launch.py" line="+2" />
            <source>Rival {number}</source>
            <translation>Adversaire {number}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/menu.py" line="+45" />
            <source>&amp;Learn to play</source>
            <translation>&amp;Apprendre à jouer</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/runner.py" line="+124" />
            <source>{title} · step {step} of {count}</source>
            <translation>{title} · étape {step} sur {count}</translation>
        </message>
        <message>
            <location line="+101" />
            <source>Read this first, then click Next.</source>
            <translation>Lisez d'abord ceci, puis cliquez sur Suivant.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not this move: the bubble shows the one to make.</source>
            <translation>Pas ce coup-là : la bulle montre celui à jouer.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Lesson finished: {summary}</source>
            <translation>Leçon terminée : {summary}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Next lesson: {title}. Or race on against the bots from here, or go back to the lessons.</source>
            <translation>Leçon suivante : {title}. Ou bien continuez la course contre les robots, ou revenez aux leçons.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>That was this game's last lesson: race on against the bots from here, or start a race of your own from the start page.</source>
            <translation>C'était la dernière leçon de ce jeu : continuez la course contre les robots, ou lancez votre propre course depuis la page d'accueil.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>{title} · finished</source>
            <translation>{title} · terminée</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Next</source>
            <translation>Suivant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Next lesson</source>
            <translation>Leçon suivante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Race on</source>
            <translation>Continuer la course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Back to the lessons</source>
            <translation>Retour aux leçons</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/lessons/start_list.py" line="+29" />
            <location line="+8" />
            <location line="+103" />
            <source>Learn to play</source>
            <translation>Apprendre à jouer</translation>
        </message>
        <message>
            <location line="-50" />
            <source>(left at step {step} of {count})</source>
            <translation>(arrêtée à l'étape {step} sur {count})</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Finished.</source>
            <translation>Terminée.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Resume the lesson</source>
            <translation>Reprendre la leçon</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start the lesson</source>
            <translation>Commencer la leçon</translation>
        </message>
        <message>
            <location filename="lesson_texts.py" line="+9" />
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
            <source>1. Recruitment: each player takes, at the same time, a General block from one of the two ends of his recruitment file and adds it to his available blocks. Click the lit block at the left end of your file. Once in the game the President's power lets a player take the block of his choice anywhere in his file instead; keep yours for a block you really need.</source>
            <oldsource>1. Recruitment: each player takes, at the same time, a General block from one of the two ends of his recruitment file and adds it to his available blocks. Click the lit block at the left end of your file.</oldsource>
            <translation>1. Recrutement : chaque joueur pioche simultanément un pavé Général parmi les 2 pavés présents aux deux extrémités de sa file de recrutement et l'ajoute à ses pavés disponibles. Cliquez sur le pavé éclairé à l'extrémité gauche de votre file. Une fois par partie, le pouvoir du président permet de prendre à la place le pavé de son choix n'importe où dans sa file ; gardez le vôtre pour un pavé dont vous aurez vraiment besoin.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>2. Each player chooses 2 of his available blocks; they are stacked face down, and the top one is then revealed. Click the 1 of battle I (your block on top)… The face-up block may never be the −2: a player who shows it must reveal his second block too.</source>
            <oldsource>2. Each player chooses 2 of his available blocks; they are stacked face down, and the top one is then revealed. Click the 1 of battle I (your block on top)…</oldsource>
            <translation>2. Chaque joueur choisit 2 pavés Général parmi ceux qui sont disponibles devant lui. Ils sont empilés faces cachées, puis le pavé du dessus est révélé. Cliquez sur le 1 de la bataille I (votre pavé du dessus)… Le pavé face visible ne peut jamais être le pavé de valeur −2 : un joueur qui se trompe doit révéler en plus son second pavé.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson shows the 1 of battle I and hides the 3 under it: click the 1 first, then the 3.</source>
            <translation>Cette leçon montre le 1 de la bataille I et cache le 3 dessous : cliquez d'abord sur le 1, puis sur le 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The tops are revealed: your 1 against the Confederacy's 2. The player whose face-up block has the lowest value places his 2 blocks first. The accessible battles are the numbers on the face-up block: your 1 reaches battle I only; the face-down block's numbers never count.</source>
            <translation>Les pavés du dessus sont révélés : votre 1 contre le 2 de la Confédération. Le joueur ayant le pavé face visible avec la valeur la plus faible place ses 2 pavés en premier. Les batailles accessibles sont celles dont les chiffres sont présents sur le pavé joué face visible : votre 1 n'accède qu'à la bataille I ; ne tenez jamais compte des chiffres du pavé face cachée.</translation>
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
            <source>A marker that leaves the track into a player's Control zone is his for good. The game stops at once when a player holds 4 markers of 4 colours, or 5 of any colour, in his Control zone; otherwise after 5 rounds each marker on a player's side scores 1 point. The next round begins with the recruitment.</source>
            <translation>Si le déplacement amène un marqueur État à sortir de la piste dans la zone de Contrôle d'un joueur, il est contrôlé définitivement. La partie s'arrête immédiatement si un joueur possède dans sa zone Contrôle 4 marqueurs État de 4 couleurs différentes, ou 5 de n'importe quelle couleur ; sinon, après 5 manches, chaque marqueur dans le camp d'un joueur rapporte 1 point. La manche suivante commence par le recrutement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The paces and the team's tow</source>
            <translation>Les allures et le tractage d'équipe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Energy tokens, the four secret pace markers, and the rulebook's example of two team-mates who pull the whole case along. About five minutes.</source>
            <translation>Les jetons d'énergie, les quatre marqueurs d'allure secrets, et l'exemple de la règle : deux équipiers qui entraînent toute la case. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Energy is the small square tokens; their colour is a terrain's: green Flat, yellow Hill, red Mountain, blue Sprint. Each player shares 18 tokens among his 3 riders, 4 to 8 each. Sagan's plaquette (the rulebook's Bora team): 2 Flat, 2 Hill, 1 Mountain, 3 Sprint.</source>
            <translation>L'énergie est représentée par les petits jetons carrés ; leurs couleurs correspondent aux types de terrain : vert Plaine, jaune Côte, rouge Montagne, bleu Sprint. Chaque joueur choisit 18 jetons et les répartit entre ses 3 coureurs, entre 4 et 8 chacun. La plaquette de Sagan (l'équipe Bora de l'annexe) : 2 Plaine, 2 Côte, 1 Montagne, 3 Sprint.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player places his riders on the first case. Then he chooses, secretly, one of the 4 pace markers for each of his 3 riders: Steady, Acceleration, Slipstream or Attack. The markers are turned over together.</source>
            <translation>Chaque joueur place ses coureurs sur la première case. Puis il sélectionne, en secret, pour chacun de ses 3 coureurs l'un des 4 marqueurs Allure : Constance, Accélération, Sillage ou Offensive. Les marqueurs sont retournés simultanément.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Acceleration moves 2 cases for 2 tokens, at least 1 of the colour of the rider's case. The rulebook's example: on a Hill (yellow) case, 1 yellow token + 1 of your choice. Sagan is on a Flat (green) case: click his Acceleration marker, then the tokens he pays with.</source>
            <translation>« Accélération » permet d'avancer de 2 cases. Elle coûte 2 jetons d'énergie, dont au moins 1 de la couleur de la case. Exemple de la règle : sur une case Côte (jaune), 1 jeton jaune + 1 jeton de la couleur de son choix. Sagan est sur une case Plaine (verte) : cliquez sur son marqueur Accélération, puis sur les jetons qui paient.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another pace is allowed, but only an Acceleration moves Sagan 2 cases, and it opens a wake for Bodnar: click Sagan's Acceleration marker, then the tokens.</source>
            <oldsource>This step is Sagan's Acceleration: click his Acceleration marker, then the tokens.</oldsource>
            <translation>Une autre allure est permise, mais seule l'accélération fait avancer Sagan de 2 cases, et elle ouvre un sillage à Bodnar : cliquez sur le marqueur Accélération de Sagan, puis sur les jetons.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slipstream costs 1 token of the case's colour: a bet that another rider accelerates. If a rider on the same case accelerates, he follows and moves 2 cases; otherwise only 1. Bodnar follows Sagan: click his Slipstream marker.</source>
            <translation>« Sillage » coûte 1 jeton de la couleur de la case : c'est un pari sur le fait qu'un autre concurrent va accélérer. Si un coureur situé sur la même case produit une Accélération, il l'accompagne et avance de 2 cases ; sinon d'une case seulement. Bodnar suit Sagan : cliquez sur son marqueur Sillage.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Steady moves 1 case without spending any token. Burghardt saves his energy: click his Steady marker. (Attack, 3 cases for 3 tokens, is played once a race.)</source>
            <translation>« Constance » permet d'avancer d'1 case, sans dépenser le moindre jeton d'énergie. Burghardt économise son énergie : cliquez sur son marqueur Constance. (L'Offensive, 3 cases pour 3 jetons, ne se joue qu'une fois par coureur.)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Steady costs Burghardt nothing: he keeps his tokens, and his team-mates may still tow him. Click his Steady marker.</source>
            <oldsource>Burghardt rides Steady in this lesson: click his Steady marker.</oldsource>
            <translation>La constance ne coûte rien à Burghardt : il garde ses jetons, et ses coéquipiers peuvent encore le tracter. Cliquez sur son marqueur Constance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sagan accelerated and Bodnar, his team-mate, took his wake. Exception: when 2 riders of the same team play Acceleration or Slipstream in the same turn, every rider on their case may be towed for 1 token of its colour; it would be too dangerous to let 2 team-mates leave alone at the head of the race. Burghardt may follow: click Follow.</source>
            <translation>Sagan a accéléré et Bodnar, son équipier, a pris son sillage. Exception : si 2 coureurs de la même équipe produisent une Accélération ou un Sillage au même tour, l'ensemble des coureurs situés sur la même case ont la possibilité d'être tractés dès lors qu'ils dépensent 1 jeton de la couleur de la case. En effet, il serait trop dangereux de laisser 2 équipiers partir seuls en tête de la course. Burghardt peut suivre : cliquez sur Suivre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Staying is free, but Burghardt would lose a case on his team-mates: follow them.</source>
            <translation>Rester ne coûte rien, mais Burghardt perdrait une case sur ses équipiers : suivez-les.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Démare was towed as well; Vichot and Delage stayed. Every rider who has not moved yet moves 1 case, and the players take back their markers (the Attack excepted). From the second turn, the riders on the case nearest the finish play first, then the next case.</source>
            <translation>Démare s'est aussi fait tracter ; Vichot et Delage sont restés. Tous les coureurs qui ne se sont pas encore déplacés avancent d'1 case, et les joueurs récupèrent leurs marqueurs (sauf l'Offensive). À partir du second tour, on joue d'abord les coureurs situés sur la case la plus proche de l'arrivée, puis la suivante.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The feed zone and the musette draw</source>
            <translation>Le ravitaillement et le tirage de la musette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar reaches the feed zone alone: his energy, then the rulebook's musette examples. About five minutes.</source>
            <translation>Bodnar arrive seul au ravitaillement : son énergie, puis les exemples de musette de la règle. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The feed zone marker (R) is on the 7th case. Riders who reach or pass the 7th case are fed.</source>
            <translation>Le marqueur « Ravitaillement » est sur la 7e case. Les coureurs qui atteignent ou franchissent la 7e case bénéficient d'un ravitaillement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar went away with two accelerations and spent his green tokens: one token is left. At the feed, a rider with 0 tokens left takes 2, with 1 takes 2, with 2 takes 1.</source>
            <translation>Bodnar est parti avec deux accélérations et a dépensé ses jetons verts : il lui reste un jeton. Au ravitaillement, un coureur qui n'a plus aucun jeton prend 2 jetons, à qui il ne reste qu'1 jeton en prend 2, à qui il en reste 2 en prend 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>He has no green token left for an acceleration or a wake: ride on Steady to the feed zone.</source>
            <translation>Il n'a plus de jeton vert pour accélérer ou prendre un sillage : continuez en Constance jusqu'au ravitaillement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar shows his tokens and takes 2 of your choice. Advice from the rulebook: choose the colours of the course ahead (Hill and Sprint cases come before the finish).</source>
            <translation>Bodnar montre ses jetons et en prend 2 de son choix. Conseil de la règle : choisissez des jetons correspondant à la couleur du parcours (des cases Côte et Sprint arrivent avant l'arrivée).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>When his first rider reaches the feed zone, each player draws a musette. The first one shuffles the musette cards 0 and 1 and draws one without looking: you drew it. Musettes stay hidden, even from their owner, until the end; they settle ties (0 is the best).</source>
            <translation>Lorsque son premier coureur arrive au ravitaillement, chaque joueur pioche une musette. Pour le 1er, on mélange les cartes Musette 0 et 1 ; il pioche l'une de ces cartes sans la regarder : vous l'avez tirée. Les musettes demeurent cachées (y compris pour les joueurs qui les ont tirées) jusqu'à la fin ; elles départagent les égalités (la 0 est la meilleure).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The peloton now: Sagan accelerates (2 cases, a green token and one of your choice).</source>
            <translation>Au tour du peloton : Sagan accélère (2 cases, un jeton vert et un de votre choix).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Burghardt takes Sagan's wake: two team-mates, so the whole case may be towed.</source>
            <translation>Burghardt prend le sillage de Sagan : deux équipiers, toute la case peut donc être tractée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new turn: Bodnar, nearest the finish, plays first: Steady.</source>
            <translation>Nouveau tour : Bodnar, le plus proche de l'arrivée, joue d'abord. Constance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The peloton is on the 6th case: Sagan rides Steady to the feed zone…</source>
            <translation>Le peloton est sur la 6e case : Sagan en Constance jusqu'au ravitaillement…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…and Burghardt too.</source>
            <translation>…et Burghardt aussi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival's riders reached the feed zone: his musette is drawn from the card left and musette 2. The rulebook's second example: the first player arrives alone and draws among musettes 0 and 1; then the 3 others arrive together: the card left is shuffled with musettes 2, 3 and 4, and each draws one.</source>
            <translation>Les coureurs de votre adversaire ont atteint le ravitaillement : sa musette est tirée parmi la carte restante et la musette 2. Second exemple de la règle : le premier joueur arrive seul au ravitaillement et pioche parmi les musettes 0 et 1. Puis les 3 autres joueurs arrivent ensemble : la carte restante est mélangée avec les musettes 2, 3 et 4, et chaque joueur pioche une carte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The attack and the finish</source>
            <translation>L'offensive et l'arrivée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The whole bunch on the 14th case: Sagan's Attack for the line, a wake, « I'll tow », and how ties at the finish are settled. About four minutes.</source>
            <translation>Tout le peloton sur la 14e case : l'Offensive de Sagan pour la ligne, un sillage, « Je tracte », et comment se départagent les égalités à l'arrivée. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first rider to cross the finish line, that is to go beyond the 16th case, wins. After the 16th case lie 3 thin Finish cases. Everybody is on the 14th case, with all his energy.</source>
            <translation>Le premier coureur à franchir la ligne d'arrivée, c'est-à-dire à aller au-delà de la 16e case, est déclaré vainqueur. Après la 16e case sont placées les 3 cases fines « Arrivée ». Tout le monde est sur la 14e case, avec toute son énergie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Attack (« Offensive ») moves 3 cases for 3 tokens, at least 2 of the colour of the rider's case; it can be played once a race, and riders in the wake cannot follow it. Sagan goes for the line: click his Attack marker, then the tokens.</source>
            <translation>« Offensive » permet d'avancer de 3 cases. Elle coûte 3 jetons d'énergie, dont au moins 2 de la couleur de la case ; elle ne peut être jouée qu'une seule fois par coureur et ne peut pas être suivie par les coureurs en Sillage. Sagan part pour la ligne : cliquez sur son marqueur Offensive, puis sur les jetons.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Only the Attack carries Sagan 3 cases, past the line: click his Attack marker, then the tokens.</source>
            <oldsource>Sagan attacks in this lesson: his Attack marker, then the tokens.</oldsource>
            <translation>Seule l'offensive emmène Sagan de 3 cases, au-delà de la ligne : cliquez sur son marqueur Offensive, puis sur les jetons.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bodnar cannot follow Sagan's Attack in the wake, but a rival may accelerate: bet on it with a Slipstream.</source>
            <translation>Bodnar ne peut pas suivre l'Offensive de Sagan en Sillage, mais un adversaire peut accélérer : pariez-le avec un Sillage.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Burghardt rides Steady.</source>
            <translation>Burghardt roule en Constance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Attack moves first: Sagan is past the line. Démare accelerated and Bodnar went with him in his wake. Bodnar may now say « I'll tow »: every rider still on his starting case could follow for a token of its colour, your rivals too. Ride on alone.</source>
            <translation>L'Offensive se résout d'abord : Sagan a passé la ligne. Démare a accéléré et Bodnar l'a accompagné dans son sillage. Bodnar peut annoncer « Je tracte » : tous les coureurs restés sur sa case pourraient le suivre pour un jeton de sa couleur, vos adversaires aussi. Continuez seul.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Towing would bring Vichot and Delage along: ride on alone.</source>
            <translation>Tracter emmènerait Vichot et Delage : continuez seul.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sagan wins. When several riders cross the line in the same turn: first the one who went furthest past it; then the most tokens left of the last case's colour; then the most tokens left (tokens spent in the last turn do not count); then the best musette.</source>
            <translation>Sagan l'emporte. Si plusieurs coureurs franchissent la ligne dans le même tour : d'abord celui qui va le plus loin après la ligne ; puis celui à qui il reste le plus de jetons de la couleur de la dernière case ; puis le plus de jetons toutes couleurs (les jetons dépensés dans le dernier tour ne comptent pas) ; enfin la meilleure musette.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A first turn of racing</source>
            <translation>Un premier tour de course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A scripted start of the first stage: rolling, easing off, taking a wheel, a leader's démarrage, the scotch. About five minutes.</source>
            <translation>Un début de première étape scénarisé : lancer les dés, se relever, sucer la roue, le démarrage d'un leader, le scotch. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You are the sports director of team A: 4 riders: three équipiers, A2, A3 and A4, and a leader, A1L. An équipier rolls 2 dice and moves their sum; a leader rolls 3 dice and moves the sum of the best two.</source>
            <translation>Vous êtes le directeur sportif de l'équipe A : 4 coureurs : trois équipiers, A2, A3 et A4, et un leader, A1L. Un équipier lance 2 dés et avance de leur somme ; un leader lance 3 dés et avance de la somme des deux meilleurs.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In each turn riders are taken in course order, from the front-most to the rear-most; when several share a case, the last to arrive leaves first. A3, the last to arrive on the front case, goes first: roll his dice.</source>
            <translation>À chaque tour, les coureurs sont joués dans l'ordre de la course, du premier au dernier ; quand plusieurs partagent une case, le dernier arrivé part le premier. A3, dernier arrivé sur la case de tête, part le premier : lancez ses dés.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dice say 6. A rider may ease off (« se relever »): lower the total by 1 to 4, but a move is never zero. Take the full 6: click the lit case 6 cases ahead.</source>
            <translation>Les dés donnent 6. Un coureur peut se relever : baisser le total de 1, 2, 3 ou 4, mais il faut toujours avancer. Prenez les 6 : cliquez sur la case éclairée, 6 cases plus loin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Easing off is allowed, but nothing ahead calls for it: take the full 6 and gain the most ground.</source>
            <oldsource>Easing off is allowed, but here take the full 6.</oldsource>
            <translation>Se relever est permis, mais rien devant ne l'impose : prenez les 6 et gagnez le plus de terrain.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Instead of rolling, a rider may suck the wheel of the rider moved just before, if he stood on the same case or the case just behind: he ends on the case right behind him. Announce it before any roll: A2 takes A3's wheel.</source>
            <translation>Au lieu de lancer les dés, un coureur peut sucer la roue du coureur déplacé juste avant, s'il était sur la même case ou sur la case juste derrière : il termine sur la case juste derrière lui. Il faut l'annoncer avant tout lancer : A2 prend la roue de A3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A leader who could suck a wheel may attack instead (« démarrage »): he rolls 2 dice; on a double he may roll again, and again, until a full case or he stops. Attack with your leader, A1L.</source>
            <translation>Un leader en position de sucer une roue peut tenter un démarrage : il lance 2 dés ; sur un double, il peut relancer, et encore, jusqu'à une case pleine ou jusqu'à ce qu'il coupe son effort. Démarrez avec votre leader, A1L.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Double 5: 10 cases, and he may roll again. Go on!</source>
            <translation>Double 5 : 10 cases, et il peut relancer. Continuez !</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A 2 and a 4: 6 more cases, and no double, so the démarrage ends 16 cases from the start. A leader who has just « giclé » cannot be followed. Team B has moved; A4, the last, rolls now.</source>
            <translation>Un 2 et un 4 : 6 cases de plus, sans double, le démarrage s'arrête 16 cases après le départ. Un leader qui vient de gicler ne peut pas être suivi. L'équipe B a joué ; A4, le dernier, lance maintenant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>8: take them all.</source>
            <translation>8 : prenez-les tous.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hatched cases are difficulties (climbs, cobbles). A difficulty case that already holds a rider cannot be crossed: that is the « scotch ». B2, on this hatched case, blocks whoever comes from behind; a scotched rider may at most stop on it, if it is not full.</source>
            <translation>Les cases hachurées sont des difficultés (côtes, pavés). Une case difficulté déjà occupée par un coureur ne peut pas être franchie : c'est le scotch. B2, sur cette case hachurée, bloque ceux qui arrivent derrière ; un coureur scotché peut au mieux s'arrêter sur cette case, si elle n'est pas pleine.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new turn begins with the front-most rider, your leader. The first to cross the finish line wins the stage, but every rider completes the turn before the ranking. Race on!</source>
            <translation>Un nouveau tour commence par le premier coureur, votre leader. Le premier à franchir la ligne d'arrivée gagne l'étape, mais chaque coureur termine le tour avant le classement. À vous de courir !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A stage race: full cases, abandoning, time gaps</source>
            <translation>Une course à étapes : cases pleines, abandon, écarts de temps</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Line up on a full case, make a rider abandon, read the stage's time gaps and the general classification. About five minutes.</source>
            <translation>Se placer devant une case pleine, faire abandonner un coureur, lire les écarts de temps de l'étape et le classement général. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A stage race: two stages this time. Each stage is raced as you know it, and at each finish its time gaps are added up in the general classification. Team B won the placement dice and lined up its six riders on case 0, the nearest the start line.</source>
            <translation>Une course à étapes : deux étapes cette fois. Chaque étape se court comme vous le savez, et à chaque arrivée ses écarts de temps s'additionnent au classement général. L'équipe B a gagné les dés du placement et aligné ses six coureurs sur la case 0, la plus proche de la ligne de départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each rider goes on the non-full case nearest the start line, and a case holds at most 7 riders: put your leader A1L on case 0, the seventh.</source>
            <translation>Chaque coureur se place sur la case non pleine la plus proche de la ligne de départ, et une case accueille au plus 7 coureurs : placez votre leader A1L sur la case 0, le septième.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Further back is allowed, but your leader wants the front: case 0 still has room for one.</source>
            <translation>Plus loin derrière est permis, mais votre leader veut l'avant : la case 0 a encore de la place pour un coureur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Place A1L on case 0: the early attack is for another day.</source>
            <translation>Placez A1L sur la case 0 : l'attaque en début de course sera pour un autre jour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Case 0 is full: the door is closed (« la porte est fermée »): a full case can be neither reached nor passed. A2 lines up behind it, on case −1; then watch: the rest of your team lines up and the race runs until your next decision.</source>
            <translation>La case 0 est pleine : la porte est fermée, une case pleine ne peut être ni atteinte ni dépassée. A2 se place derrière, sur la case −1 ; ensuite regardez : le reste de votre équipe se place et la course se déroule jusqu'à votre prochaine décision.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Case −1 is the nearest case that is not full: put A2 there.</source>
            <translation>La case −1 est la plus proche case non pleine : placez-y A2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A5 is the last rider to move in this turn, 4 cases behind the nearest rider. A sports director may make a rider abandon (« bâcher ») for any reason of his own, but only the last rider to move in the turn, before or after his dice; it is final, for the rest of the race. A5 will not get back: abandon.</source>
            <translation>A5 est le dernier coureur à jouer ce tour-ci, à 4 cases du coureur le plus proche. Un directeur sportif peut faire abandonner un coureur (« bâcher ») pour toute raison, mais seulement le dernier à jouer dans le tour, avant ou après ses dés ; c'est définitif, pour le reste de la course. A5 ne reviendra pas : faites-le abandonner.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rolling is allowed, but A5 is too far behind to matter: abandon him, and the stage goes on without him.</source>
            <translation>Lancer est permis, mais A5 est trop loin pour compter : faites-le abandonner, et l'étape continue sans lui.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Click Abandon for A5.</source>
            <translation>Cliquez sur Abandonner pour A5.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1L went furthest: he wins the stage. Gaps are computed on the first rider of each group (riders on consecutive cases), 10 seconds per case behind the winner, and every rider of a group gets its head's time: B3, B6 +0:30; A6, B4, A2 +1:00; B1L, B5, B2, A4 +1:40; A3 +3:00. A5's abandon is final: he is out of the classification.</source>
            <translation>A1L est allé le plus loin : il gagne l'étape. Les écarts se calculent sur le premier coureur de chaque groupe (des coureurs sur des cases qui se suivent), 10 secondes par case de retard sur le vainqueur, et chaque coureur d'un groupe prend le temps de sa tête : B3, B6 +0:30 ; A6, B4, A2 +1:00 ; B1L, B5, B2, A4 +1:40 ; A3 +3:00. L'abandon de A5 est définitif : il ne figure plus au classement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stage 2: the teams line up in the order of the general classification, by each team's best-placed rider. A1L leads it, so your team places first. Times add up stage after stage: the lowest total wins the race. Race on!</source>
            <translation>Étape 2 : les équipes se placent dans l'ordre du classement général, selon leur coureur le mieux classé. A1L le mène : votre équipe se place la première. Les temps s'additionnent d'étape en étape : le plus petit total gagne la course. À vous de courir !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The start and the pace</source>
            <translation>Le départ et l'allure</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your team sheet, the start zone, the speed wheel and a group's pace: about five minutes.</source>
            <translation>Votre feuille d'équipe, la zone de départ, la roue des vitesses et l'allure d'un groupe : environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player receives a team sheet and 3 riders. In turn, each player gives one of his riders 15 points, shared between the sprint, endurance and climber skills; no skill may get more than 10. Sprint wins the final sprints, endurance pays for a fast pace and breakaways on the flat, climber in the mountains. Share A1's 15 points: set the three boxes or click a preset, then confirm.</source>
            <oldsource>Each player receives a team sheet and 3 riders. In turn, each player gives one of his riders 15 points, shared between the sprint, endurance and climber skills; no skill may get more than 10. Your riders A1, A2 and A3 have 5 in each.</oldsource>
            <translation>Chaque joueur reçoit une feuille d'équipe et 3 coureurs. À tour de rôle, chaque joueur attribue à un de ses coureurs 15 points, répartis entre les compétences sprint, endurance et grimpeur. Aucune des trois capacités ne peut recevoir plus de 10 points. Le sprint gagne les sprints, l'endurance paie l'allure rapide et les échappées en plaine, le grimpeur en montagne. Répartissez les 15 points de A1 : réglez les trois cases ou cliquez sur un profil tout fait, puis validez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>These points would run out before this lesson's fast pace is paid: give A1 at least 1 endurance point.</source>
            <translation>Ces points s'épuiseraient avant que l'allure rapide de cette leçon soit payée : donnez à A1 au moins 1 point d'endurance.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival shared B1's points, and for this lesson your A2 and A3 and his other riders have 5 in each. The course reads like a snake, row by row: the first row runs left to right up to case 11, the next comes back right to left from 12 to 27, the third goes left to right again; the numbers on the cases show the way. Green cases are flat, red mountain, black descent.</source>
            <translation>Votre adversaire a réparti les points de B1, et pour cette leçon vos A2 et A3 et ses autres coureurs ont 5 partout. Le parcours se lit comme un serpent, rangée par rangée : la première va de gauche à droite jusqu'à la case 11, la suivante revient de droite à gauche de 12 à 27, la troisième repart de gauche à droite ; les numéros des cases montrent le chemin. Les cases vertes sont du plat, les rouges de la montagne, les noires de la descente.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Then the players place, in turn, one rider in the fictive start zone at the entrance of the stage. Click the lit case to place A1.</source>
            <translation>Les joueurs placent ensuite à tour de rôle un coureur dans la zone de départ fictif, placée à l'entrée du parcours de l'étape. Cliquez sur la case éclairée pour placer A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Any order is allowed in a race; this lesson places A1 first.</source>
            <translation>En course, l'ordre est libre ; cette leçon place A1 d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your rival placed B1 beside A1. Place A2 on the same case.</source>
            <translation>Votre adversaire a placé B1 à côté de A1. Placez A2 sur la même case.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Place A2 now; A3 comes last.</source>
            <translation>Placez A2 maintenant ; A3 vient en dernier.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A case holds 4 riders at most: that one is full, so A3 goes on the case behind it. Click it.</source>
            <translation>Une case contient au maximum 4 coureurs : celle-ci est pleine, A3 va donc sur la case derrière. Cliquez dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The race is launched at the middle pace of the terrain at the start: during the first player's turn it rides 4 cases a turn. All the riders form one group; its outline shows its pace (dashed: steady).</source>
            <translation>La course est lancée à l'allure médiane de la surface du début du parcours : durant le tour du premier joueur, elle est lancée à la vitesse de 4 cases par tour. Tous les coureurs forment un groupe ; son contour montre son allure (tirets : soutenue).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The speed wheel's outer ring gives the cases a group rides in a turn, by terrain and pace: on the flat 2 (slow), 4 (steady), 6 (fast); in the mountains 1, 2, 3; downhill 3, 6, 9. The terrain is that of the group's front case at the start of the turn.</source>
            <translation>Le cercle extérieur de la Roue de Vitesse donne le nombre de cases parcourues par tour en fonction du terrain et de l'allure : sur le plat 2 (lente), 4 (soutenue), 6 (rapide) ; en montagne 1, 2, 3 ; en descente 3, 6, 9. La surface d'un groupe est celle de la case occupée par l'avant de ce groupe au début du tour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A turn goes: 1. every rider moves, 2. a breakaway attempt, 3. one move inside each group, 4. the points are paid, 5. the pace for the next turn. No breakaway yet (that is the next lesson): click No attack.</source>
            <translation>Un tour se déroule ainsi : 1. mouvement de tous les coureurs, 2. tentative d'échappée, 3. mouvement de coureur au sein d'un groupe, 4. consommation des points ressources, 5. choix de l'allure pour le tour suivant. Pas d'échappée pour l'instant (c'est la leçon suivante) : cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not yet: the breakaway is the next lesson. Click No attack.</source>
            <translation>Pas encore : l'échappée est la leçon suivante. Cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player may move one of his riders inside each group; a rival's rider is never moved forward. The group is fine as it is: click Stay as we are.</source>
            <translation>Chaque joueur peut déplacer un de ses coureurs au sein de chaque groupe ; un coureur adverse ne peut jamais être déplacé vers l'avant. Le groupe convient tel quel : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Moving inside the group is allowed, but this lesson keeps the group as it is: click Stay as we are.</source>
            <translation>Se déplacer dans le groupe est permis, mais cette leçon garde le groupe tel quel : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>At the end of his turn the player sets the pace of every group with one of his riders on its front case. The pace moves one notch at most: from steady, slow or fast. Speed up: choose Fast (6 cases on the flat), here or on the wheel's lit notch.</source>
            <translation>À la fin de son tour, le joueur peut déterminer l'allure de tous les groupes dans lesquels il a un coureur sur la case de tête. L'allure peut être bougée d'une seule marche : depuis soutenue, lente ou rapide. Accélérez : choisissez Rapide (6 cases sur le plat), ici ou sur le cran éclairé de la roue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow would ride only 2 cases on the flat: choose Fast.</source>
            <translation>Lente ne ferait que 2 cases sur le plat : choisissez Rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Steady keeps 4 cases a turn: choose Fast to ride 6.</source>
            <translation>Soutenue garde 4 cases par tour : choisissez Rapide pour en faire 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keeping a fast pace costs one point a turn to each rider on the group's front case: A1 and A2 each paid one endurance point (on the flat, endurance pays). Slow and steady cost nothing.</source>
            <translation>Maintenir une allure rapide coûte un point par tour à chaque coureur présent dans la case de tête du groupe : A1 et A2 ont payé chacun un point d'endurance (sur le plat, c'est l'endurance). Maintenir les allures lente et soutenue ne coûte aucun point.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group rode 6 cases in each turn. It is your turn again: you know the wheel and the pace. The next lesson is the breakaway.</source>
            <translation>Le groupe a parcouru 6 cases à chaque tour. C'est de nouveau votre tour : vous connaissez la roue et l'allure. La prochaine leçon est l'échappée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The breakaway and the counter</source>
            <translation>L'échappée et le contre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The rulebook's example: steady pace on the flat, 4 cases, a breakaway needs 6, a counter 8. About five minutes.</source>
            <translation>L'exemple de la règle : allure soutenue sur le plat, 4 cases, échappée à 6, contre à 8. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>To try a breakaway, a rider must be on the first case of a group, and he spends one resource point at once (sprint on the flat and downhill, climber in the mountains). A1 is on the front case.</source>
            <translation>Pour tenter une échappée, un coureur doit être sur la première case d'un groupe et consomme immédiatement un point de ressource (sprint sur le plat et en descente, grimpeur en montagne). A1 est sur la case de tête.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The rulebook's example: a peloton at steady pace on the flat rides 4 cases. To break away takes a score of at least 6 (4+2, the wheel's middle ring); to counter the breakaway at least 8 (4+2+2, its inner ring).</source>
            <translation>Exemple de la règle : pour tenter une échappée d'un peloton roulant à allure soutenue sur terrain plat, le groupe parcourra 4 cases. Pour s'échapper il faudra obtenir un score d'au moins 6 (4+2, cercle médian). Pour contrer l'échappée il faudra obtenir un score d'au moins 8 (4+2+2, cercle intérieur).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Try it: click A1 (ringed) to attack. The die is rolled at once.</source>
            <translation>Essayez : cliquez sur A1 (cerclé) pour attaquer. Le dé est lancé aussitôt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 may attack too, from the same front case; this lesson follows A1.</source>
            <translation>A2 peut attaquer aussi, de la même case de tête ; cette leçon suit A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the breakaway: attack with A1.</source>
            <translation>Cette leçon parle de l'échappée : attaquez avec A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The die shows 10: at least 6, the breakaway succeeds. The rider may spend at most one more point to improve his score by one. As in the rulebook: with a score of 10, a counter will need 12. Keep the roll.</source>
            <translation>Le dé donne 10 : au moins 6, l'échappée réussit. Le coureur peut consommer au maximum 1 point ressource additionnel pour améliorer son score d'un point. Comme dans la règle : si le coureur réussit un score de 10, il faudra un score de 12 pour le contrer. Gardez le jet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An 11 would make a counter impossible, but it costs a sprint point; this lesson keeps the rulebook's 10. Keep the roll.</source>
            <translation>Un 11 rendrait tout contre impossible, mais coûte un point de sprint ; cette leçon garde le 10 de la règle. Gardez le jet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A total of 12 would ride one case more; the rider may also spend at most one more point to ride one case further. Save it: click No.</source>
            <translation>Si le coureur atteint un total de 12, son échappée parcourt une case de plus ; il peut aussi consommer au maximum 1 point supplémentaire pour avancer d'une case de plus. Économisez-le : cliquez sur Non.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One case ahead is enough today: keep the point, click No.</source>
            <translation>Une case d'avance suffit aujourd'hui : gardez le point, cliquez sur Non.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counters come at once, without waiting for one's turn, from riders on the escaper's case: one point, and a roll of at least 10 + 2 = 12. B1 tried and failed. Your A2 may counter too, but he would only join his team-mate: let him go.</source>
            <translation>Les coureurs choisissent de contrer immédiatement, sans attendre leur tour, depuis la case du coureur échappé : un point, et un jet au moins égal à 10 + 2 = 12. B1 a essayé et échoué. Votre A2 peut contrer aussi, mais il ne ferait que rejoindre son équipier : laissez-le partir.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 would spend a point to join his own team-mate: let him go.</source>
            <translation>A2 dépenserait un point pour rejoindre son propre équipier : laissez-le partir.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now the move inside the group: the peloton is fine as it is. Click Stay as we are.</source>
            <translation>Vient le mouvement au sein du groupe : le peloton convient tel quel. Cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson keeps the groups as they are: click Stay as we are.</source>
            <translation>Cette leçon garde les groupes tels quels : cliquez sur Rester ainsi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>If at the end of a player's turn the front case of a group holds fewer than 4 riders, the riders on it are considered away: B1, A2 and B2 now form their own group, between A1 and the rest.</source>
            <translation>Si à la fin du tour d'un joueur la case de tête d'un groupe compte moins de 4 coureurs, les coureurs présents sur cette case seront considérés échappés : B1, A2 et B2 forment leur propre groupe, entre A1 et les autres.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1 is alone ahead: set his pace. Fast rides 6 cases on the flat, 2 more than the chase at steady, for one point a turn. Choose Fast.</source>
            <translation>A1 est seul en tête : fixez son allure. Rapide fait 6 cases sur le plat, 2 de plus que la poursuite à allure soutenue, pour un point par tour. Choisissez Rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>To stay away A1 must ride faster than the chase: choose Fast.</source>
            <translation>Pour rester devant, A1 doit rouler plus vite que la poursuite : choisissez Rapide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2 is on the front case of the chasing group, so you set its pace too. Keep it steady: the chase should not catch A1.</source>
            <translation>A2 est sur la case de tête du groupe de poursuite : vous fixez aussi son allure. Gardez-la soutenue : la poursuite ne doit pas rattraper A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A faster chase would help your rivals catch A1: keep it steady.</source>
            <translation>Une poursuite plus rapide aiderait vos adversaires à rattraper A1 : gardez-la soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A3 leads the last group: its pace is yours to set as well. Keep it steady.</source>
            <translation>A3 mène le dernier groupe : son allure est aussi à vous. Gardez-la soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep the last group steady too.</source>
            <translation>Gardez aussi le dernier groupe à allure soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1 is away. The first to cross the finish line wins; the race is yours to go on with against the bot.</source>
            <translation>A1 est échappé. Le premier joueur qui dépasse la case d'arrivée est déclaré vainqueur ; la course continue contre le robot si vous le voulez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Inside the group, in the mountains</source>
            <translation>Dans le groupe, en montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Moving up inside a group and pushing a rival back, the fast pace's cost in the mountains, a summit, a descent, the finish. About five minutes.</source>
            <translation>Remonter dans un groupe en faisant reculer un adversaire, le coût de l'allure rapide en montagne, un sommet, une descente, l'arrivée. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The race reached the mountains (red cases): there the wheel gives 1 case slow, 2 steady, 3 fast. The group's front is on a mountain case, so this turn it rode by the mountain's numbers.</source>
            <translation>La course arrive en montagne (cases rouges) : la roue y donne 1 case en allure lente, 2 en soutenue, 3 en rapide. L'avant du groupe est sur une case de montagne : ce tour se joue selon les chiffres de la montagne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>No breakaway now: in the mountains an attempt would cost a climber point. Click No attack.</source>
            <translation>Pas d'échappée maintenant : en montagne, une tentative coûterait un point de grimpeur. Cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Each player may move one of his riders inside each group. If the case he moves to holds 4 riders, he pushes back one case the rider of his choice; a rival's rider is never moved forward. Bring A3 up to the front case and push B1 back: click A3, then the button that pushes B1.</source>
            <translation>Chaque joueur peut déplacer un de ses coureurs au sein de chaque groupe. Si la case vers laquelle le coureur veut se déplacer compte 4 coureurs, il fait reculer d'une case en arrière le coureur de son choix ; un coureur adverse ne peut jamais être déplacé vers l'avant. Remontez A3 sur la case de tête en faisant reculer B1 : cliquez sur A3, puis sur le bouton qui fait reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That would push back your own A1: push B1.</source>
            <translation>Cela ferait reculer votre propre A1 : faites reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That would push back your own A2: push B1.</source>
            <translation>Cela ferait reculer votre propre A2 : faites reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson brings A3 to the front case and pushes B1 back.</source>
            <translation>Cette leçon remonte A3 sur la case de tête et fait reculer B1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group keeps its fast pace: each rider on the front case pays one point. In the mountains it is paid with endurance or climber: choose A1's.</source>
            <translation>Le groupe garde son allure rapide : chaque coureur présent dans la case de tête paie un point. En montagne, c'est l'endurance ou le grimpeur : choisissez pour A1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>And A2's point.</source>
            <translation>Et le point de A2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A3, now on the front case, pays too.</source>
            <translation>A3, maintenant sur la case de tête, paie aussi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your riders lead the group, so you set its pace. The pace moves one notch at most: ease off from fast to steady, 2 cases in the mountains, for no points.</source>
            <translation>Vos coureurs mènent le groupe : vous fixez son allure. L'allure peut être bougée d'une seule marche : passez de rapide à soutenue, 2 cases en montagne, sans coût.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast would cost another round of points: choose Steady.</source>
            <translation>Rapide coûterait encore une tournée de points : choisissez Soutenue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The group crossed the summit: at the top of each climb the riders score 5, 3, 2 and 1 points for the best climber's jersey. Then the descent (black): 3, 6 or 9 cases; steady rode 6.</source>
            <translation>Le groupe a passé le sommet : au sommet de chaque col, les coureurs obtiennent 5, 3, 2 et 1 points pour le maillot du meilleur grimpeur. Puis la descente (noire) : 3, 6 ou 9 cases ; l'allure soutenue en a fait 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The first player to pass the finish case wins. If a group crosses the line together, its riders are told apart by the sprint points they have left. The race is yours: good luck!</source>
            <translation>Le premier joueur qui dépasse la case d'arrivée est déclaré vainqueur. Si un groupe franchit en même temps la ligne d'arrivée, ses coureurs sont départagés par le nombre de points de sprint restants. La course est à vous : bonne route !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A first stage on the flat</source>
            <translation>Une première étape de plaine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A scripted first stage: choose the Plaine, lay your cards on the colour columns, finish with two cards at once. About five minutes.</source>
            <translation>Une première étape scénarisée : choisir la plaine, poser ses cartes sur les colonnes de couleur, finir avec deux cartes d'un coup. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each player holds 8 number cards and has, face up in front of him, 5 stage cards (one of each profile) and 3 jokers. To win a stage, be the first to have laid all your cards; the more cards your rivals keep, the bigger the gaps.</source>
            <translation>Chaque joueur a 8 cartes numérotées en main et, face visible devant lui, 5 cartes étapes (1 de chaque profil) et 3 cartes joker. Pour remporter une étape, il faut être le 1er coureur à avoir posé toutes ses cartes ; plus vos concurrents gardent de cartes en main, plus vous créez des écarts !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The dealer chooses the stage profile he imposes on the others among the 5 in front of him, and turns it over. Choose the Flat stage: click its card.</source>
            <translation>Le joueur ayant distribué choisit le profil d'étape qu'il impose aux autres joueurs parmi les 5 devant lui et la retourne. Choisissez la Plaine : cliquez sur sa carte.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Flat: the one who chose it must start a colour column with a 6. Then he lays his first number card in the middle: lay your green 6.</source>
            <translation>Plaine : le joueur qui a choisi cette étape doit commencer une colonne de couleur par un 6. Il pose ensuite sa 1re carte numérotée au centre de la table : posez votre 6 vert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The others play in turn, one card at a time, completing the colour columns already laid: directly above or below a column's cards, or a new column started with a 6. Start the yellow column.</source>
            <translation>Les autres joueurs jouent à tour de rôle en posant une seule carte à la fois en complétant les colonnes de couleurs déjà posées : une carte directement supérieure ou inférieure, ou une nouvelle colonne démarrée par un 6. Démarrez la colonne jaune.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>If a player can play, he must; if he cannot, he passes his turn. Open the blue column too.</source>
            <translation>Si un joueur peut jouer, il est dans l'obligation de le faire ; s'il ne peut pas jouer, il passe son tour. Ouvrez aussi la colonne bleue.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The yellow column goes down to 4: lay your yellow 3 under it.</source>
            <translation>La colonne jaune descend jusqu'à 4 : posez votre 3 jaune dessous.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A player may also play a joker (Puncture, Vitamin, Gear change); it is not a turn, so he may play a joker and then a card. Keep yours for later: the green column reached 7, lay your green 8.</source>
            <translation>Un joueur peut également jouer un joker (crevaison, vitamine, changement de braquet) ; un joker n'est pas considéré comme un tour de jeu, il peut donc jouer un joker puis une carte. Gardez les vôtres : la colonne verte est montée à 7, posez votre 8 vert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The blue column reached 7: lay your blue 8.</source>
            <translation>La colonne bleue est montée à 7 : posez votre 8 bleu.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Two cards left. On the Flat you may lay your last two cards in a single turn, on one colour or several: lay the yellow 8…</source>
            <translation>Plus que deux cartes. En plaine, il est possible de poser les deux dernières cartes de sa main en un seul tour, sur une ou plusieurs couleurs : posez le 8 jaune…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>…and the blue 10, at once. Between these two cards you could even play a Vitamin first, as in a time trial; keep yours for later.</source>
            <translation>…et le 10 bleu, dans la foulée. Entre ces deux cartes, vous pourriez même jouer d'abord une vitamine, comme en contre-la-montre ; gardez-la pour plus tard.</translation>
        </message>
        <message>
            <location line="-15" />
            <source>This first lesson is about the Flat: the Mountain, the Descent, the time trial and the Broom wagon each have a lesson of their own.</source>
            <translation>Cette première leçon porte sur la plaine : la montagne, la descente, le contre-la-montre et la voiture balai ont chacun leur leçon.</translation>
        </message>
        <message>
            <location line="-160" />
            <source>Either end may be taken, and the President takes any block but only once a game: this lesson keeps him and takes the left end.</source>
            <translation>L'une ou l'autre extrémité peut être prise, et le président prend n'importe quel pavé mais une seule fois par partie : cette leçon le garde et prend l'extrémité gauche.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>While placing, a player may play as many Character cards as he wishes, on his accessible battles only; a card played goes back in the box. You hold the Chaplain and the Artillery. The Chaplain puts the Bible on one of your blocks: no Ambush can eliminate it this round. Play it on your 1: click Chaplain, then its place.</source>
            <translation>Pendant le placement, un joueur peut jouer autant de cartes Personnage qu'il le souhaite, sur ses batailles accessibles uniquement ; une carte jouée est remise dans la boîte. Vous avez l'Aumônier et l'Artillerie. L'Aumônier pose la Bible sur un de vos pavés : aucune Embuscade ne pourra l'éliminer cette manche. Jouez-le sur votre 1 : cliquez sur Aumônier, puis sur son emplacement.</translation>
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
        <message>
            <location line="+25" />
            <source>A Slipstream costs Bodnar a single token and, when Sagan accelerates from his case, carries him the same 2 cases: click his Slipstream marker.</source>
            <translation>Un sillage ne coûte qu'un jeton à Bodnar et, quand Sagan accélère depuis sa case, l'emmène des mêmes 2 cases : cliquez sur son marqueur Sillage.</translation>
        </message>
        <message>
            <location line="+25" />
            <source>Bodnar cannot ride in an Attack's wake, but a Slipstream bets a single token on a rival accelerating from his case: click his Slipstream marker.</source>
            <translation>Bodnar ne peut pas prendre le sillage d'une offensive, mais un sillage parie un seul jeton sur l'accélération d'un adversaire depuis sa case : cliquez sur son marqueur Sillage.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Rolling is allowed, but the wheel brings A2 right behind A3 without any dice: click Suck the wheel.</source>
            <translation>Lancer est permis, mais la roue amène A2 juste derrière A3 sans lancer de dés : cliquez sur Sucer la roue.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rolling or taking the wheel is allowed, but only the démarrage lets the leader roll again on a double and get away: click Démarrage.</source>
            <translation>Lancer ou prendre la roue est permis, mais seul le démarrage permet au leader de relancer sur un double et de s'échapper : cliquez sur Démarrer.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopping is allowed, but a double lets him roll again, and the run ends only on a full case or when he stops: click Roll again.</source>
            <translation>S'arrêter est permis, mais un double lui permet de relancer, et l'effort ne cesse qu'à une case pleine ou quand il le coupe : cliquez sur Relancer.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easing off is allowed, but A4 is the last of the team: take the full 8 and keep him near the others.</source>
            <translation>Se relever est permis, mais A4 est le dernier de l'équipe : prenez les 8 et gardez-le près des autres.</translation>
        </message>
        <message>
            <location line="+64" />
            <source>In the mountains a breakaway attempt costs a climber point, and the group's fast pace needs them: click No attack.</source>
            <translation>En montagne une tentative d'échappée coûte un point de grimpeur, et l'allure rapide du groupe en a besoin : cliquez sur Pas d'attaque.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>On the Flat the first card must be a 6: start with your green 6, and keep your jokers for later.</source>
            <translation>En plaine la première carte doit être un 6 : commencez par votre 6 vert, et gardez vos jokers pour plus tard.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but a new column with your yellow 6 opens the way for your yellow 3 later, and keeps your jokers for when they pay.</source>
            <translation>C'est permis, mais une nouvelle colonne avec votre 6 jaune ouvre la voie à votre 3 jaune plus tard, et garde vos jokers pour quand ils rapportent.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but opening blue with your 6 leads to your blue 8 and 10 later; a joker now would be wasted.</source>
            <translation>C'est permis, mais ouvrir le bleu avec votre 6 mène à vos 8 et 10 bleus plus tard ; un joker maintenant serait gâché.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but the yellow 3 is the card only you can lay under the yellow 4: lay it while it fits.</source>
            <translation>C'est permis, mais le 3 jaune est la carte que vous seul pouvez poser sous le 4 jaune : posez-le tant qu'il convient.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal too, both are 8s; but keep your yellow 8 for the finish, where the Flat lets you lay your last two cards at once: lay the green 8 on the green 7.</source>
            <translation>C'est permis aussi, ce sont deux 8 ; mais gardez votre 8 jaune pour l'arrivée, où la plaine permet de poser ses deux dernières cartes d'un coup : posez le 8 vert sur le 7 vert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal, but lay your blue 8 on the blue 7 now: it opens the way for your blue 10 later.</source>
            <translation>C'est permis, mais posez maintenant votre 8 bleu sur le 7 bleu : il ouvre la voie à votre 10 bleu.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Either order would do: both cards go down this turn. This lesson lays the yellow 8 on the yellow 7 first, then the blue 10.</source>
            <translation>L'un ou l'autre ordre irait : les deux cartes partent ce tour-ci. Cette leçon pose d'abord le 8 jaune sur le 7 jaune, puis le 10 bleu.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Finish now with the blue 10 on the blue 9: your last card wins the stage.</source>
            <translation>Finissez maintenant avec le 10 bleu sur le 9 bleu : votre dernière carte gagne l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The stage stops when the first player has laid his last card: you win it. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains a 40-second bonus on the others: Rival 1 kept a 9 and a 10 ({stage_time:1}, so {stage_gap:1} behind you), Rival 2 a 10 and a 3 ({stage_time:2}, so {stage_gap:2} behind). Next lesson: the Mountain and the jokers.</source>
            <oldsource>The stage stops when the first player has laid his last card: you win it. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains a 40-second bonus on the others: Rival 1 kept a 9 and a 10 (1:00, so 1:40 behind you), Rival 2 a 10 and a 3 (0:40, so 1:20 behind). Next lesson: the Mountain and the jokers.</oldsource>
            <translation>L'étape s'arrête lorsque le 1er joueur a posé sa dernière carte : vous la gagnez. Les cartes numérotées de 1 à 6 infligent 10 secondes de retard par carte restante, celles de 7 à 12 30 secondes, et le gagnant remporte une bonification de 40 secondes sur les autres : l'adversaire 1 a gardé un 9 et un 10 ({stage_time:1}, soit {stage_gap:1} derrière vous), l'adversaire 2 un 10 et un 3 ({stage_time:2}, soit {stage_gap:2} derrière). Leçon suivante : la montagne et les jokers.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Mountain and the jokers</source>
            <translation>La montagne et les jokers</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a Mountain stage, climb the columns, pass when you cannot lay, then play your Gear change and your Puncture at the right moment. About five minutes.</source>
            <translation>Choisir une étape de montagne, faire grimper les colonnes, passer quand on ne peut pas poser, puis jouer son changement de braquet et sa crevaison au bon moment. Environ cinq minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new stage, and you choose its profile again. The Mountain: its chooser must start a column with the lowest value in play (the 3 with 3 or 4 players); after that a card goes only directly above a column's top, or starts a new column with a 3. Choose the Mountain.</source>
            <translation>Une nouvelle étape, et vous en choisissez encore le profil. La montagne : celui qui la choisit doit commencer une colonne de couleur par la valeur la plus basse (le 3 à 3 ou 4 joueurs) ; ensuite on ne pose qu'une carte directement supérieure au sommet d'une colonne, ou on démarre une nouvelle colonne par un 3. Choisissez la montagne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the Mountain: each profile is chosen once in the race, the others come in the next lessons.</source>
            <translation>Cette leçon porte sur la montagne : chaque profil ne se choisit qu'une fois dans la course, les autres viennent dans les leçons suivantes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The chooser lays first, and on a Mountain that can only be a 3: start the green column with your green 3.</source>
            <translation>Celui qui a choisi pose le premier, et en montagne ce ne peut être qu'un 3 : démarrez la colonne verte avec votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for later in this stage: the bubble shows when each one pays.</source>
            <translation>Gardez vos jokers pour plus tard dans cette étape : la bulle montre quand chacun rapporte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 1 started the blue column and Rival 2 the yellow one, each with a 3: on a Mountain nothing goes down. Climb the green column: your green 4 on its 3.</source>
            <translation>L'adversaire 1 a démarré la colonne bleue et l'adversaire 2 la jaune, chacun avec un 3 : en montagne, rien ne descend. Faites grimper la colonne verte : votre 4 vert sur son 3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing of yours fits: green waits for a 6, yellow for a 5, blue for a 4, and a new column would need a 3. If a player cannot lay, he passes his turn: click Pass.</source>
            <translation>Aucune de vos cartes ne convient : la verte attend un 6, la jaune un 5, la bleue un 4, et une nouvelle colonne demanderait un 3. Si un joueur ne peut pas poser, il passe son tour : cliquez sur Passer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Vitamin would swap your card for one drawn at random from Rival 1's hand: here it would bring you his blue 10, which fits nowhere. Pass instead.</source>
            <translation>Une vitamine échangerait votre carte contre une carte tirée au hasard dans la main de l'adversaire 1 : ici elle vous apporterait son 10 bleu, qui ne va nulle part. Passez plutôt.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Green climbed to 6 and you hold the green 7, 8 and 9. Gear change (« changement de braquet »): on your turn you lay as many cards as you wish, in the laying order; like every joker it is played once in the race. Play it: click your Gear change.</source>
            <translation>La verte est montée à 6 et vous avez les 7, 8 et 9 verts. Le changement de braquet : à votre tour, vous posez autant de cartes que vous le souhaitez en suivant l'ordre de pose ; comme chaque joker, il ne se joue qu'une fois dans la course. Jouez-le : cliquez sur votre changement de braquet.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but one card would end your turn: play the Gear change first and lay the 7, 8 and 9 together.</source>
            <translation>C'est permis, mais une seule carte finirait votre tour : jouez d'abord le changement de braquet, puis posez les 7, 8 et 9 d'affilée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A joker is not a turn: now lay the green 7…</source>
            <translation>Un joker ne compte pas comme un tour : posez maintenant le 7 vert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climb in order: the 7 on the green 6 first.</source>
            <translation>Grimpez dans l'ordre : d'abord le 7 sur le 6 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…the green 8…</source>
            <translation>…le 8 vert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Go on while the Gear change lasts: the 8 on the green 7.</source>
            <translation>Continuez tant que dure le braquet : le 8 sur le 7 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…and the green 9. Nothing else fits after it, so your turn ends by itself.</source>
            <translation>…et le 9 vert. Rien d'autre ne convient ensuite : votre tour s'arrête de lui-même.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Three cards in one turn: the 9 on the green 8.</source>
            <translation>Trois cartes en un tour : le 9 sur le 8 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 1 laid the blue 4 you were waiting for. Your blue 5 goes on it.</source>
            <translation>L'adversaire 1 a posé le 4 bleu que vous attendiez. Votre 5 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Yellow is at 6 and Rival 1 holds the yellow 7 that Rival 2's yellow 8 needs. Puncture (« crevaison »): played at any moment, even out of your turn, it makes the rider you name lose his next turn. It is not a turn either: puncture Rival 1, then lay.</source>
            <translation>La jaune est à 6 et l'adversaire 1 a le 7 jaune dont a besoin le 8 jaune de l'adversaire 2. La crevaison : à jouer à n'importe quel moment, même en dehors de son tour, elle fait passer son prochain tour au coureur désigné. Elle ne compte pas non plus comme un tour : crevez l'adversaire 1, puis posez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Laying is allowed, but first puncture Rival 1: he holds the yellow 7, and without it neither he nor Rival 2 can lay.</source>
            <translation>Poser est permis, mais crevez d'abord l'adversaire 1 : il a le 7 jaune, et sans lui ni lui ni l'adversaire 2 ne peuvent poser.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 2 cannot lay anyway until the yellow 7 is down: a Puncture on him costs him nothing. Name Rival 1.</source>
            <translation>L'adversaire 2 ne peut de toute façon pas poser avant le 7 jaune : le crever ne lui coûte rien. Désignez l'adversaire 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You may puncture yourself, but here it would only cost you a turn: name Rival 1.</source>
            <translation>On peut se crever soi-même, mais ici cela ne vous coûterait qu'un tour : désignez l'adversaire 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Puncture Rival 1 first: click Puncture, then his name.</source>
            <translation>Crevez d'abord l'adversaire 1 : cliquez sur Crevaison, puis sur son nom.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now lay your blue 6 on the blue 5.</source>
            <translation>Posez maintenant votre 6 bleu sur le 5 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your Vitamin would draw a card at random: keep it, your blue 6 and 7 finish the stage.</source>
            <translation>Votre vitamine tirerait une carte au hasard : gardez-la, vos 6 et 7 bleus finissent l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rival 1 lost his turn to the Puncture, and Rival 2, without the yellow 7, had to pass. Your last card: the blue 7 on the 6.</source>
            <translation>L'adversaire 1 a perdu son tour sur crevaison, et l'adversaire 2, sans le 7 jaune, a dû passer. Votre dernière carte : le 7 bleu sur le 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your Vitamin is a gamble you do not need: the blue 7 ends the stage.</source>
            <translation>Votre vitamine est un pari inutile : le 7 bleu termine l'étape.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You laid your last card first: you win the stage. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains 40 seconds: Rival 1 kept four cards of 7 or more ({stage_time:1}, so {stage_gap:1} behind you), Rival 2 three ({stage_time:2}, so {stage_gap:2} behind). Your Vitamin is still yours for a later stage. Next lesson: the Descent and the time trial.</source>
            <oldsource>You laid your last card first: you win the stage. Cards 1 to 6 left in a hand cost 10 seconds each, 7 to 12 cost 30 seconds, and the winner gains 40 seconds: Rival 1 kept four cards of 7 or more (2:00, so 2:40 behind you), Rival 2 three (1:30, so 2:10 behind). Your Vitamin is still yours for a later stage. Next lesson: the Descent and the time trial.</oldsource>
            <translation>Vous avez posé votre dernière carte le premier : vous gagnez l'étape. Les cartes de 1 à 6 restées en main coûtent 10 secondes chacune, celles de 7 à 12 30 secondes, et le gagnant remporte une bonification de 40 secondes : l'adversaire 1 a gardé quatre cartes de 7 ou plus ({stage_time:1}, soit {stage_gap:1} derrière vous), l'adversaire 2 trois ({stage_time:2}, soit {stage_gap:2} derrière). Votre vitamine vous reste pour une autre étape. Leçon suivante : la descente et le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Descent</source>
            <translation>Une descente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a Descent: every column starts with the highest card and goes down. Lay your big cards first, they cost the most. About four minutes.</source>
            <translation>Choisir une descente : chaque colonne démarre par la plus haute carte et descend. Posez d'abord vos grosses cartes, ce sont elles qui coûtent le plus. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Descent: its chooser must start a column with the highest value in play (the 10 with 3 or 4 players); after that a card goes only directly below a column's lowest card, or starts a new column with a 10. Choose the Descent.</source>
            <translation>La descente : celui qui la choisit doit commencer une colonne de couleur par la valeur la plus haute (le 10 à 3 ou 4 joueurs) ; ensuite on ne pose qu'une carte directement inférieure à la plus basse d'une colonne, ou on démarre une nouvelle colonne par un 10. Choisissez la descente.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the Descent: the other profiles have their own lessons.</source>
            <translation>Cette leçon porte sur la descente : les autres profils ont leur propre leçon.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On a Descent nothing climbs. Start the yellow column with your yellow 10.</source>
            <translation>En descente, rien ne remonte. Démarrez la colonne jaune avec votre 10 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 10.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 10 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 10: your yellow 9 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 10 : votre 9 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 9.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 9 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 9: your yellow 8 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 9 : votre 8 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your yellow 8 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 8 jaune : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 9: your green 8 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 9 : votre 8 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your green 8 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 8 vert : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column goes down to 8: your blue 7 goes under it.</source>
            <translation>La colonne bleue descend jusqu'à 8 : votre 7 bleu va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your blue 7 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 7 bleu : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 7: your green 6 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 7 : votre 6 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 6.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 6 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 5: your yellow 4 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 5 : votre 4 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 4.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 4 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 4: your green 3 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 4 : votre 3 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 3.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You emptied your hand first: you win the Descent. Rival 1 kept yellow 3 ({stage_gap:1} behind you); Rival 2 kept blue 3 ({stage_gap:2} behind you). Each card of 7 or more costs 30 seconds, a lower one 10, and your 40-second bonus comes on top. Next lesson: the time trial.</source>
            <oldsource>You emptied your hand first: you win the Descent. Rival 1 kept yellow 3 (0:50 behind you); Rival 2 kept blue 3 (0:50 behind you). Each card of 7 or more costs 30 seconds, a lower one 10, and your 40-second bonus comes on top. Next lesson: the time trial.</oldsource>
            <translation>Vous avez vidé votre main le premier : vous gagnez la descente. L'adversaire 1 a gardé 3 jaune ({stage_gap:1} derrière vous) ; L'adversaire 2 a gardé 3 bleu ({stage_gap:2} derrière vous). Chaque carte de 7 ou plus coûte 30 secondes, une plus petite 10, et votre bonification de 40 secondes s'y ajoute. Leçon suivante : le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The time trial and the Vitamin</source>
            <translation>Le contre-la-montre et la vitamine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose a time trial and the value its columns start with, lay several cards a turn, and play a Vitamin to swap a card you cannot lay. About four minutes.</source>
            <translation>Choisir un contre-la-montre et la valeur de départ de ses colonnes, poser plusieurs cartes par tour, et jouer une vitamine pour échanger une carte qu'on ne peut pas poser. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The time trial (« contre-la-montre »): its chooser names the value every column starts with, and each player may lay as many cards as he wishes at each turn. Choose the time trial.</source>
            <translation>Le contre-la-montre : celui qui le choisit définit la valeur de départ des colonnes, et chaque joueur peut poser autant de cartes qu'il le souhaite à chaque tour. Choisissez le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the time trial: the other profiles have their own lessons.</source>
            <translation>Cette leçon porte sur le contre-la-montre : les autres profils ont leur propre leçon.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cards are laid as on the other stages, from the start you name: the lowest value climbs like a Mountain, the highest goes down like a Descent, any other grows both ways like the Flat. You hold the yellow 4, 5 and 6: start at 6.</source>
            <translation>La pose est identique aux étapes de plaine, montagne et descente selon la valeur de départ choisie : la plus basse monte comme en montagne, la plus haute descend comme en descente, toute autre va dans les deux sens comme en plaine. Vous avez les 4, 5 et 6 jaunes : partez de 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another start is allowed, but from 6 your yellow 4, 5 and 6 and your green 6 all go down at once.</source>
            <translation>Un autre départ est permis, mais à partir de 6 vos 4, 5 et 6 jaunes et votre 6 vert partent tous d'un coup.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start the yellow column with your yellow 6…</source>
            <translation>Démarrez la colonne jaune avec votre 6 jaune…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Begin with the yellow 6: the 5 and 4 follow it this same turn.</source>
            <translation>Commencez par le 6 jaune : le 5 et le 4 le suivent dans ce même tour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…the yellow 5 under it, in the same turn…</source>
            <translation>…le 5 jaune dessous, dans le même tour…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>In a time trial your turn goes on: the yellow 5 under the 6.</source>
            <translation>En contre-la-montre votre tour continue : le 5 jaune sous le 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>…and the yellow 4.</source>
            <translation>…et le 4 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Go on down: the yellow 4 under the 5.</source>
            <translation>Continuez à descendre : le 4 jaune sous le 5.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your yellow 9 fits nowhere until someone lays the 7 and 8. Vitamin: on your turn, give a rival a card of your choice for one drawn at random from his hand; he may not answer you with a Vitamin this stage, and you play on at once. Click Vitamin, Rival 2, then your yellow 9.</source>
            <translation>Votre 9 jaune ne va nulle part tant que personne n'a posé le 7 et le 8. La vitamine : à votre tour, donnez à un adversaire une carte de votre choix contre une carte tirée au hasard dans sa main ; il ne pourra pas riposter par une vitamine contre vous dans cette étape, et vous jouez aussitôt. Cliquez sur Vitamine, sur l'adversaire 2, puis sur votre 9 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, and you will lay it, but first give away the yellow 9: stuck in your hand it would cost you 30 seconds.</source>
            <translation>C'est permis, et vous le poserez, mais donnez d'abord le 9 jaune : coincé dans votre main, il vous coûterait 30 secondes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Give Rival 2 your yellow 9, the card that fits nowhere: click Vitamin, Rival 2, then the yellow 9.</source>
            <translation>Donnez à l'adversaire 2 votre 9 jaune, la carte qui ne va nulle part : cliquez sur Vitamine, l'adversaire 2, puis le 9 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Luck was with you: you drew his yellow 7, which goes on the yellow 6 now.</source>
            <translation>La chance vous sourit : vous avez tiré son 7 jaune, qui va maintenant sur le 6 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the card you drew: the yellow 7 on the 6.</source>
            <translation>Posez la carte tirée : le 7 jaune sur le 6.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>And your green 6 starts the green column; then nothing else fits and the turn passes.</source>
            <translation>Et votre 6 vert démarre la colonne verte ; ensuite rien d'autre ne convient et le tour passe.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lay the green 6 too: a new column starts with the 6 you chose.</source>
            <translation>Posez aussi le 6 vert : une nouvelle colonne démarre par le 6 choisi.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column is at 8: your blue 9 goes on it.</source>
            <translation>La colonne bleue est à 8 : votre 9 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but lay your blue 9 first: a card of 7 or more left in your hand costs 30 seconds, a lower one only 10.</source>
            <translation>C'est permis, mais posez d'abord votre 9 bleu : une carte de 7 ou plus restée en main coûte 30 secondes, une plus petite 10 seulement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column is at 7: your green 8 goes on it.</source>
            <translation>La colonne verte est à 7 : votre 8 vert va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column goes down to 5: your blue 4 goes under it.</source>
            <translation>La colonne bleue descend jusqu'à 5 : votre 4 bleu va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your blue 4.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 4 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You win the time trial. Rival 1 kept yellow 10, blue 3 ({stage_gap:1} behind you); Rival 2 kept green 9, green 10, blue 10 ({stage_gap:2} behind you). Next lesson: the Broom wagon, where the last to empty his hand wins.</source>
            <oldsource>You win the time trial. Rival 1 kept yellow 10, blue 3 (1:20 behind you); Rival 2 kept green 9, green 10, blue 10 (2:10 behind you). Next lesson: the Broom wagon, where the last to empty his hand wins.</oldsource>
            <translation>Vous gagnez le contre-la-montre. L'adversaire 1 a gardé 10 jaune, 3 bleu ({stage_gap:1} derrière vous) ; L'adversaire 2 a gardé 9 vert, 10 vert, 10 bleu ({stage_gap:2} derrière vous). Leçon suivante : la voiture balai, où gagne le dernier à vider sa main.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Broom wagon</source>
            <translation>La voiture balai</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Choose the Broom wagon, the upside-down stage: the last to empty his hand wins it. About four minutes.</source>
            <translation>Choisir la voiture balai, l'étape à l'envers : le dernier à vider sa main la gagne. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Broom wagon (« voiture balai ») is the odd one: to win it you must be the LAST to lay your last card. Columns start with a 6 and grow up or down as on the Flat, the stage goes on until every hand is empty, and if a player can lay, he must. Choose the Broom wagon.</source>
            <translation>La voiture balai est insolite : pour la gagner, il faut être le DERNIER à poser sa dernière carte. Les colonnes démarrent par un 6 et vont vers le haut ou le bas comme en plaine, l'étape dure jusqu'à ce que toutes les mains soient vides, et si un joueur peut poser, il doit le faire. Choisissez la voiture balai.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This lesson is about the Broom wagon: the other profiles have their own lessons.</source>
            <translation>Cette leçon porte sur la voiture balai : les autres profils ont leur propre leçon.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You chose it, so you must start a column with a 6, and you hold none: that is a bad start (« mauvais départ »), and you pass your turn. On the Broom wagon that suits you: you keep your cards. Click Pass.</source>
            <translation>Vous l'avez choisie : vous devez démarrer une colonne par un 6, et vous n'en avez pas. C'est un mauvais départ, et vous passez votre tour. En voiture balai, cela vous arrange : vous gardez vos cartes. Cliquez sur Passer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You cannot lay, so you must pass.</source>
            <translation>Vous ne pouvez pas poser : passez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column goes down to 6: your blue 5 goes under it.</source>
            <translation>La colonne bleue descend jusqu'à 6 : votre 5 bleu va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your blue 5.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 5 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing of yours fits: pass your turn.</source>
            <translation>Aucune de vos cartes ne convient : passez votre tour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your green 8.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 8 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column goes down to 5: your green 4 goes under it.</source>
            <translation>La colonne verte descend jusqu'à 5 : votre 4 vert va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but on the Broom wagon lay where you hold the next card yourself: after your green 4 the green 3 is yours, so that end of the column gives the others nothing.</source>
            <translation>C'est permis, mais en voiture balai posez là où vous tenez la carte suivante : après votre 4 vert, le 3 vert est à vous, et ce bout de colonne ne donne rien aux autres.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your green 3.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column goes down to 4: your yellow 3 goes under it.</source>
            <translation>La colonne jaune descend jusqu'à 4 : votre 3 jaune va dessous.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your yellow 3.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 3 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 6: your yellow 7 goes on it.</source>
            <translation>La colonne jaune est à 6 : votre 7 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your yellow 7.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 7 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column is at 9: your blue 10 goes on it.</source>
            <translation>La colonne bleue est à 9 : votre 10 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your blue 10.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 10 bleu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 9: your yellow 10 goes on it.</source>
            <translation>La colonne jaune est à 9 : votre 10 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>On the Broom wagon you must still lay when you can; here the lesson's race goes on with your yellow 10.</source>
            <translation>En voiture balai il faut quand même poser quand on le peut ; ici la course de la leçon continue avec votre 10 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your hand is empty, and you were the last of the three to empty it: you win the Broom wagon and its 1:00 bonus. The second-to-last gains 0:30 (here Rival 2); the first to finish gains nothing. No other time is counted on this stage. Next lesson: the final mountain.</source>
            <translation>Votre main est vide, et vous avez été le dernier des trois à la vider : vous gagnez la voiture balai et sa bonification de 1:00. L'avant-dernier gagne 0:30 (ici l'adversaire 2) ; le premier à finir ne gagne rien. Aucun autre temps ne compte sur cette étape. Leçon suivante : l'étape finale de montagne.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The final mountain and the general classification</source>
            <translation>L'étape finale de montagne et le classement général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Three stages are behind you and you are last of the general classification: you open the final mountain and win back time. About four minutes.</source>
            <translation>Trois étapes sont derrière vous et vous êtes dernier du classement général : vous ouvrez l'étape finale de montagne et reprenez du temps. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A race in the sprint mode is one stage chosen by each player, then a final Mountain stage. Three stages are run and the general classification adds up everyone's times: you are last, {gc_gap:0} behind Rival 1. The last of the general classification opens the final mountain: columns start with a 3 and only climb.</source>
            <oldsource>A race in the sprint mode is one stage chosen by each player, then a final Mountain stage. Three stages are run and the general classification adds up everyone's times: you are last, 2:50 behind Rival 1. The last of the general classification opens the final mountain: columns start with a 3 and only climb.</oldsource>
            <translation>Une course en mode sprint, c'est une étape choisie par chaque joueur, puis une étape finale de montagne. Trois étapes sont courues et le classement général additionne les temps de chacun : vous êtes dernier, à {gc_gap:0} de l'adversaire 1. Le dernier du classement général ouvre l'étape finale de montagne : les colonnes démarrent par un 3 et ne font que monter.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start the yellow column with your yellow 3.</source>
            <translation>Démarrez la colonne jaune avec votre 3 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but the yellow 3 opens the way for your yellow 4: lay it first.</source>
            <translation>C'est permis, mais le 3 jaune ouvre la voie à votre 4 jaune : posez-le d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 3: your yellow 4 goes on it.</source>
            <translation>La colonne jaune est à 3 : votre 4 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal, but the yellow 4 opens the way for your yellow 5: lay it first.</source>
            <translation>C'est permis, mais le 4 jaune ouvre la voie à votre 5 jaune : posez-le d'abord.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The yellow column is at 4: your yellow 5 goes on it.</source>
            <translation>La colonne jaune est à 4 : votre 5 jaune va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your yellow 5.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 5 jaune.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start the green column with your green 3.</source>
            <translation>Démarrez la colonne verte avec votre 3 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The blue column is at 6: your blue 7 goes on it.</source>
            <translation>La colonne bleue est à 6 : votre 7 bleu va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column is at 4: your green 5 goes on it.</source>
            <translation>La colonne verte est à 4 : votre 5 vert va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 5.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 5 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The green column is at 5: your green 6 goes on it.</source>
            <translation>La colonne verte est à 5 : votre 6 vert va dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep your jokers for a moment when they pay: lay your green 8.</source>
            <translation>Gardez vos jokers pour un moment où ils rapportent : posez votre 8 vert.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You win the final mountain: Rival 1 loses {stage_gap:1} on you and Rival 2 {stage_gap:2}. The race is over: the general classification, every stage's times added up, has you in place {gc_rank:0}, {gc_gap:0} behind Rival 1. You know every profile and every joker now: start a race against the bots from the start page.</source>
            <oldsource>You win the final mountain: Rival 1 loses 1:10 on you and Rival 2 1:40. The race is over: the general classification, every stage's times added up, has you in place 2, 1:40 behind Rival 1. You know every profile and every joker now: start a race against the bots from the start page.</oldsource>
            <translation>Vous gagnez l'étape finale de montagne : l'adversaire 1 perd {stage_gap:1} sur vous et l'adversaire 2 {stage_gap:2}. La course est finie : au classement général, qui additionne les temps de toutes les étapes, vous êtes {gc_rank:0}e, à {gc_gap:0} de l'adversaire 1. Vous connaissez maintenant tous les profils et tous les jokers : lancez une course contre les robots depuis la page d'accueil.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/menus.py" line="+88" />
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{title} (not available in this version)</source>
            <translation>{title} (pas disponible dans cette version)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Open saved game…</source>
            <translation>&amp;Ouvrir une partie enregistrée…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Save game as…</source>
            <translation>&amp;Enregistrer la partie sous…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Undo last move</source>
            <translation>&amp;Annuler le dernier coup</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Leave game</source>
            <translation>&amp;Quitter la partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Courses</source>
            <translation>Par&amp;cours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Course &amp;library and editor…</source>
            <translation>&amp;Bibliothèque et éditeur de parcours…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;New course…</source>
            <translation>&amp;Nouveau parcours…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Settings</source>
            <translation>&amp;Réglages</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Help</source>
            <translation>&amp;Aide</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules of the games…</source>
            <translation>&amp;Règles des jeux…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit the assumptions…</source>
            <translation>&amp;Modifier les hypothèses…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keys…</source>
            <translation>&amp;Touches…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;About Peloton Desktop</source>
            <translation>À &amp;propos de Peloton Desktop</translation>
        </message>
        <message>
            <location line="+1" />
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/shell/main_window.py" line="+178" />
            <source>Open a saved game</source>
            <translation>Ouvrir une partie enregistrée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Peloton Desktop games ({patterns});;All files (*)</source>
            <translation>Parties Peloton Desktop ({patterns});;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location line="+69" />
            <source>Peloton Desktop games ({patterns})</source>
            <translation>Parties Peloton Desktop ({patterns})</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Save the game</source>
            <translation>Enregistrer la partie</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Saved to {file}.</source>
            <translation>Enregistrée dans {file}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/text.py" line="+59" />
            <source>Some files could not be read; they were set aside, not deleted, in {folders}:</source>
            <translation>Certains fichiers n'ont pas pu être lus ; ils ont été mis de côté, pas effacés, dans {folders} :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/shell/disk_banner.py" line="+42" />
            <source>The game cannot be saved: {reason} It goes on; nothing is lost while this window stays open, and it is saved again as soon as the disk allows.</source>
            <translation>La partie ne peut pas être enregistrée : {reason} Elle continue ; rien n'est perdu tant que cette fenêtre reste ouverte, et elle sera de nouveau enregistrée dès que le disque le permettra.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/core/messages.py" line="+25" />
            <source>The file {file} does not exist.</source>
            <translation>Le fichier {file} n'existe pas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {file} cannot be read: {reason}.</source>
            <translation>Le fichier {file} ne peut pas être lu : {reason}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {file} is too large ({size} bytes, at most {limit}).</source>
            <translation>Le fichier {file} est trop gros ({size} octets, {limit} au plus).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is empty.</source>
            <translation>Le fichier {file} est vide.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The file {file} is not a text file (binary content).</source>
            <translation>Le fichier {file} n'est pas un fichier texte (contenu binaire).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is not valid JSON (line {line}, column {column}).</source>
            <translation>Le fichier {file} n'est pas du JSON valide (ligne {line}, colonne {column}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is nested too deeply to be read.</source>
            <translation>Le fichier {file} est trop profondément imbriqué pour être lu.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds a number {length} characters long: no game needs one.</source>
            <translation>Le fichier {file} contient un nombre de {length} caractères : aucun jeu n'en a besoin.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds “{value}”, which is not a number a game can use.</source>
            <translation>Le fichier {file} contient « {value} », qui n'est pas un nombre utilisable par un jeu.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds more than {limit} values: it is not one of ours.</source>
            <translation>Le fichier {file} contient plus de {limit} valeurs : ce n'est pas un des nôtres.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} holds a text longer than {limit} characters.</source>
            <translation>Le fichier {file} contient un texte de plus de {limit} caractères.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is not a Peloton Desktop record, course or ruleset.</source>
            <translation>Le fichier {file} n'est ni une partie, ni un parcours, ni un jeu de règles de Peloton Desktop.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} was written by a newer version (format {version}); this version reads up to format {supported}.</source>
            <translation>Le fichier {file} a été écrit par une version plus récente (format {version}) ; cette version lit jusqu'au format {supported}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file {file} is not valid: {where}: {problem}.</source>
            <translation>Le fichier {file} n'est pas valide : {where} : {problem}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} could not be written: {reason}.</source>
            <translation>Le fichier {file} n'a pas pu être écrit : {reason}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{file} is a folder: give the name of the file to write.</source>
            <translation>{file} est un dossier : indiquez le nom du fichier à écrire.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The folder {folder} does not exist: create it first, or choose another.</source>
            <translation>Le dossier {folder} n'existe pas : créez-le d'abord, ou choisissez-en un autre.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a course, not a game record: open it in the course library.</source>
            <translation>Le fichier {file} est un parcours, pas une partie enregistrée : ouvrez-le dans la bibliothèque de parcours.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a ruleset, not a game record.</source>
            <translation>Le fichier {file} est un jeu de règles, pas une partie enregistrée.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a game record, not a course: give a course file or id.</source>
            <translation>Le fichier {file} est une partie enregistrée, pas un parcours : indiquez un fichier ou un identifiant de parcours.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is a ruleset, not a course: give a course file or id.</source>
            <translation>Le fichier {file} est un jeu de règles, pas un parcours : indiquez un fichier ou un identifiant de parcours.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The record is for an unknown game “{game}”.</source>
            <translation>La partie enregistrée concerne un jeu inconnu « {game} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game “{game}” is not available in this version.</source>
            <translation>Le jeu « {game} » n'est pas disponible dans cette version.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record is refused: replaying it took more than {seconds} seconds (stopped at action {index}).</source>
            <translation>La partie est refusée : la rejouer a pris plus de {seconds} secondes (arrêt au coup {index}).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Step {step} of the lesson {lesson} cannot be played: {reason}</source>
            <translation>L'étape {step} de la leçon {lesson} ne peut pas être jouée : {reason}</translation>
        </message>
        <message>
            <location line="-72" />
            <source>{file}: {reason}</source>
            <translation>{file} : {reason}</translation>
        </message>
        <message>
            <location line="+75" />
            <source>Action {index} of the record ({action}) cannot be played: {reason}</source>
            <translation>L'action {index} de la partie enregistrée ({action}) ne peut pas être jouée : {reason}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record's ruleset is for “{found}”, not for “{game}”.</source>
            <translation>Les règles de la partie enregistrée sont celles de « {found} », pas de « {game} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record names {seats} seats but its set-up is for {players} players.</source>
            <translation>La partie enregistrée compte {seats} places mais sa mise en place est pour {players} joueurs.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The value “{value}” is missing.</source>
            <translation>La valeur « {value} » manque.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>“{value}” is not a value of this game's rules.</source>
            <translation>« {value} » n'est pas une valeur des règles de ce jeu.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a whole number, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un nombre entier, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a number, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un nombre, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be yes or no, not “{found}”.</source>
            <translation>La valeur « {value} » doit être oui ou non, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a text, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un texte, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a list, not “{found}”.</source>
            <translation>La valeur « {value} » doit être une liste, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be a table, not “{found}”.</source>
            <translation>La valeur « {value} » doit être un tableau, pas « {found} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must have {expected} entries, not {found}.</source>
            <translation>La valeur « {value} » doit avoir {expected} entrées, pas {found}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” must be between {min} and {max}, not {found}.</source>
            <translation>La valeur « {value} » doit être comprise entre {min} et {max}, pas {found}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The value “{value}” is a reading this version plays one way only: it cannot change.</source>
            <translation>La valeur « {value} » est une lecture que cette version joue d'une seule façon : elle ne peut pas changer.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The game cannot be played with these values ({changed}): {reason}</source>
            <translation>Le jeu ne peut pas se jouer avec ces valeurs ({changed}) : {reason}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game cannot be played with these values ({changed}): a game stopped on them.</source>
            <translation>Le jeu ne peut pas se jouer avec ces valeurs ({changed}) : une partie s'y est arrêtée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Give the ruleset a name other than “standard”.</source>
            <translation>Donnez au jeu de règles un autre nom que « standard ».</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{game} is played by {min} to {max} players, not {count}.</source>
            <translation>{game} se joue de {min} à {max} joueurs, pas à {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game set-up is not valid: {problem}.</source>
            <translation>La mise en place n'est pas valide : {problem}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game set-up is not valid: “{name}” is missing.</source>
            <translation>La mise en place de la partie n'est pas valable : « {name} » manque.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The game set-up is not valid: a value is of the wrong kind or out of range.</source>
            <translation>La mise en place de la partie n'est pas valable : une valeur n'est pas du bon type ou hors limites.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A game cannot be started from this set-up.</source>
            <translation>Aucune partie ne peut commencer avec cette mise en place.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>It is not seat {seat}'s turn to play.</source>
            <translation>Ce n'est pas au tour de la place {seat} de jouer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This action is not allowed now.</source>
            <translation>Cette action n'est pas permise maintenant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game is over.</source>
            <translation>La partie est terminée.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>There is no seat {seat} in this game.</source>
            <translation>Il n'y a pas de place {seat} dans cette partie.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Unknown game “{game}”. Known games: {known}.</source>
            <translation>Jeu inconnu « {game} ». Jeux connus : {known}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unknown bot “{bot}”. Known bots: {known}.</source>
            <translation>Robot inconnu « {bot} ». Robots connus : {known}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bad argument: {problem}.</source>
            <translation>Argument incorrect : {problem}.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The game saved in {file} is not finished: it has no results yet.</source>
            <translation>La partie enregistrée dans {file} n’est pas terminée : elle n’a pas encore de résultats.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Internal error: {reason}</source>
            <translation>Erreur interne : {reason}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="+20" />
            <source>Case {case} has an unknown terrain “{terrain}” (use P, C, M or S).</source>
            <translation>La case {case} a un terrain inconnu « {terrain} » (utilisez P, C, M ou S).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A course has {expected} tiles, not {count}.</source>
            <translation>Un parcours a {expected} cases, pas {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A course cannot end with a Flat tile.</source>
            <translation>Un parcours ne peut pas se terminer par une case Plaine.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/messages.py" line="+7" />
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="+3" />
            <source>There is no course “{course}”.</source>
            <translation>Il n'y a pas de parcours « {course} ».</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="+1" />
            <source>The feed zone is on case {expected} in the rules, not on case {case}: a course cannot move it.</source>
            <translation>Le ravitaillement est sur la case {expected} dans la règle, pas sur la case {case} : un parcours ne peut pas le déplacer.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/messages.py" line="+1" />
            <source>The course “{course}” of the set-up is not valid: {where}: {problem}.</source>
            <translation>Le parcours « {course} » de la mise en place n'est pas valide : {where} : {problem}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case} has an unknown terrain “{terrain}”.</source>
            <translation>La case {case} a un terrain inconnu « {terrain} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The race is {count} cases long; it needs at least {minimum}.</source>
            <translation>La course fait {count} cases ; il en faut au moins {minimum}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The course has {count} cases; at most {maximum} are allowed.</source>
            <translation>Le parcours a {count} cases ; {maximum} au plus sont permises.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The start is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>Le départ est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finish is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>L’arrivée est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A ravitaillement is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>Un ravitaillement est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>A summit is on case {case}, outside the course (cases 1 to {count}).</source>
            <translation>Un sommet est sur la case {case}, hors du parcours (cases 1 à {count}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case} is marked twice with the same feature.</source>
            <translation>La case {case} porte deux fois la même marque.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The bundled course “{course}” cannot be changed; duplicate it to edit it.</source>
            <translation>Le parcours fourni « {course} » ne peut pas être modifié ; dupliquez-le pour le modifier.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The course “{course}” cannot be used yet: {problem}</source>
            <translation>Le parcours « {course} » n’est pas encore utilisable : {problem}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Courses of the game “{game}” are not supported.</source>
            <translation>Les parcours du jeu « {game} » ne sont pas pris en charge.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>There is no team sheet for {game}.</source>
            <translation>Il n’y a pas de feuille d’équipe pour {game}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/messages.py" line="+34" />
            <source>Only {count} cases lie behind the start line outside the race; a full field of riders needs {needed}.</source>
            <translation>Seules {count} cases hors course se trouvent derrière la ligne de départ ; un peloton complet en demande {needed}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/messages.py" line="+41" />
            <source>Case {case}: a summit must be on a mountain case.</source>
            <translation>Case {case} : un sommet doit être sur une case de montagne.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Case {case}: this summit is not the top of its climb (case {top} still climbs).</source>
            <translation>Case {case} : ce sommet n’est pas le haut de l’ascension (la case {top} monte encore).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cases {first} to {last}: this climb has no summit, so it gives no climber's points.</source>
            <translation>Cases {first} à {last} : cette ascension n’a pas de sommet, elle ne rapporte aucun point au grimpeur.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/messages.py" line="-22" />
            <source>Each of the {players} players needs a team of 3 riders.</source>
            <translation>Chacun des {players} joueurs a besoin d'une équipe de 3 coureurs.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Team {team} has {total} energy tokens; it must have exactly {expected}.</source>
            <translation>L'équipe {team} a {total} jetons énergie ; il en faut exactement {expected}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} has {count} energy tokens; a rider has {min} to {max}.</source>
            <translation>{rider} a {count} jetons énergie ; un coureur en a de {min} à {max}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} cannot hide a {colour} token: he has none.</source>
            <translation>{rider} ne peut pas cacher un jeton {colour} : il n'en a pas.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/border_states/messages.py" line="+8" />
            <source>Unknown Border States variant “{variant}”.</source>
            <translation>Variante de Border States inconnue « {variant} ».</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/messages.py" line="+8" />
            <source>Unknown race mode “{mode}”: choose sprint or endurance.</source>
            <translation>Mode de course « {mode} » inconnu : choisissez sprint ou endurance.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>In the sprint mode each player chooses exactly one stage.</source>
            <translation>En mode sprint, chaque joueur choisit exactement une étape.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>In the endurance mode each player chooses {min} to {max} stages, not {count}.</source>
            <translation>En mode endurance, chaque joueur choisit de {min} à {max} étapes, pas {count}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/messages.py" line="-26" />
            <source>A race has 1 to {max} stages, each named by a Cyclistes course.</source>
            <translation>Une course compte de 1 à {max} étapes, chacune désignée par un parcours de Cyclistes.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Each team has {min} to {max} riders in this race, not {count}.</source>
            <translation>Chaque équipe compte de {min} à {max} coureurs dans cette course, pas {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A team has 0 to {max} leaders, not {count}.</source>
            <translation>Une équipe compte de 0 à {max} leaders, pas {count}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Give one name (1 to 40 characters) for each of the {count} teams.</source>
            <translation>Donnez un nom (1 à 40 caractères) à chacune des {count} équipes.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>“{course}” is not a Cyclistes course of the library.</source>
            <translation>« {course} » n'est pas un parcours de Cyclistes de la bibliothèque.</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/messages.py" line="-31" />
            <source>The set-up must carry one course for each of its {count} stages.</source>
            <translation>La mise en place doit contenir un parcours pour chacune de ses {count} étapes.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Place a rider behind the start line.</source>
            <translation>Placez un coureur derrière la ligne de départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Roll the dice, take the wheel, attack or abandon.</source>
            <translation>Lancez les dés, sucez la roue, démarrez ou abandonnez.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How far does the rider go?</source>
            <translation>Jusqu'où va le coureur ?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A double: roll again or stop the attack?</source>
            <translation>Un double : relancer ou couper son effort ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/messages.py" line="-9" />
            <source>A race has 1 to {max} stages, each named by a Roue de Vitesse course.</source>
            <translation>Une course compte de 1 à {max} étapes, chacune désignée par un parcours de Roue de Vitesse.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The dice are “d12” or “2d6”, not “{dice}”.</source>
            <translation>Les dés sont « d12 » ou « 2d6 », pas « {dice} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>“{course}” is not a Roue de Vitesse course of the library.</source>
            <translation>« {course} » n'est pas un parcours de Roue de Vitesse de la bibliothèque.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Share 15 points between sprint, endurance and climber for a rider.</source>
            <translation>Répartissez 15 points entre sprint, endurance et grimpeur pour un coureur.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Place a rider in the start zone.</source>
            <translation>Placez un coureur dans la zone de départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Share the recovered points.</source>
            <translation>Répartissez les points récupérés.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mechanical incident: how many cases to buy back with endurance?</source>
            <translation>Incident mécanique : combien de cases racheter avec l'endurance ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Fast pace: which skill pays the point at the head of the group?</source>
            <translation>Allure rapide : quelle compétence paie le point en tête du groupe ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ravitaillement: which skill gains 2 points?</source>
            <translation>Ravitaillement : quelle compétence gagne 2 points ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Attempt a breakaway?</source>
            <translation>Tenter une échappée ?</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+3" />
            <source>Pay one more point for +1?</source>
            <translation>Payer un point de plus pour +1 ?</translation>
        </message>
        <message>
            <location line="-2" />
            <source>Pay one more point for one more case?</source>
            <translation>Payer un point de plus pour une case de plus ?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counter the breakaway?</source>
            <translation>Contrer l'échappée ?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move one of your riders in this group?</source>
            <translation>Déplacer un de vos coureurs dans ce groupe ?</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The pace of this group for the next turn.</source>
            <translation>L'allure de ce groupe pour le tour suivant.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/roads/messages.py" line="+7" />
            <source>The file {file} declares XML entities or a DTD: a GPS track never needs them, so it is not read.</source>
            <translation>Le fichier {file} déclare des entités XML ou une DTD : une trace GPS n’en a jamais besoin, il n’est donc pas lu.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file {file} is not valid XML (line {line}, column {column}).</source>
            <translation>Le fichier {file} n’est pas du XML valide (ligne {line}, colonne {column}).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} is not a GPX track that can be read.</source>
            <translation>Le fichier {file} n’est pas une trace GPX lisible.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} has more than {limit} points: no stage needs so many.</source>
            <translation>Le fichier {file} a plus de {limit} points : aucune étape n’en demande autant.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The file {file} has {count} point(s): a road needs at least two.</source>
            <translation>Le fichier {file} a {count} point(s) : une route en demande au moins deux.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The track {file} has no elevation: export it with altitudes, or give a distance/elevation profile.</source>
            <translation>La trace {file} n’a pas d’altitudes : exportez-la avec les altitudes, ou donnez un profil distance/altitude.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file {file} holds positions or altitudes no road on Earth has.</source>
            <translation>Le fichier {file} contient des positions ou des altitudes qu’aucune route sur Terre n’a.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The track {file} goes round the same road {laps} times (at most {limit}): a course is one ride along a road.</source>
            <translation>La trace {file} repasse {laps} fois sur la même route (au plus {limit}) : un parcours suit une route d’un bout à l’autre.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Line {line} of {file} is not two numbers: distance in km, then altitude in m.</source>
            <translation>La ligne {line} de {file} n’est pas faite de deux nombres : la distance en km, puis l’altitude en m.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The distances of {file} must increase from one line to the next.</source>
            <translation>Les distances de {file} doivent croître d’une ligne à la suivante.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The road of {file} is {km} km long: too short to make a course.</source>
            <translation>La route de {file} fait {km} km : trop court pour faire un parcours.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The road of {file} is {km} km long; at most {limit} km make a course.</source>
            <translation>La route de {file} fait {km} km ; un parcours en fait au plus {limit}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{km} km a case makes {count} cases; this game's course takes {minimum} to {maximum}.</source>
            <translation>{km} km par case donnent {count} cases ; un parcours de ce jeu en compte de {minimum} à {maximum}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>“{text}” is not a threshold: give TERRAIN=GRADIENT with a terrain of the game ({terrains}), for example {example}.</source>
            <translation>« {text} » n’est pas un seuil : donnez TERRAIN=PENTE avec un terrain du jeu ({terrains}), par exemple {example}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/courses/ride/messages.py" line="+7" />
            <source>“{game}” has no course to test-ride.</source>
            <translation>« {game} » n'a pas de parcours à essayer en course.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A test-ride has 1 to {most} races and a seed of 0 or more.</source>
            <translation>Un essai compte de 1 à {most} courses et une graine de 0 ou plus.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{races} races of {players} teams, a bot at every seat.</source>
            <translation>{races} courses à {players} équipes, un bot à chaque place.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seat {place} wins {share} % ± {margin}: too often (a fair share is {fair} %).</source>
            <translation>La place {place} gagne {share} % ± {margin} : trop souvent (la part équitable est de {fair} %).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Seat {place} wins {share} % ± {margin}: fair (a fair share is {fair} %).</source>
            <translation>La place {place} gagne {share} % ± {margin} : équitable (la part équitable est de {fair} %).</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seat {place} wins {share} % ± {margin}: too rarely (a fair share is {fair} %).</source>
            <translation>La place {place} gagne {share} % ± {margin} : trop rarement (la part équitable est de {fair} %).</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Starting position {place} wins {share} % ± {margin}: too often.</source>
            <translation>La position de départ {place} gagne {share} % ± {margin} : trop souvent.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Starting position {place} wins {share} % ± {margin}: fair.</source>
            <translation>La position de départ {place} gagne {share} % ± {margin} : équitable.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Starting position {place} wins {share} % ± {margin}: too rarely.</source>
            <translation>La position de départ {place} gagne {share} % ± {margin} : trop rarement.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The field splits (it stretches {gap} cases more than after the first turn) when its leader reaches case {case} of the race,</source>
            <translation>Le peloton se scinde (il s'étire de {gap} cases de plus qu'après le premier tour) quand sa tête atteint la case {case} de la course,</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The field never stretches {gap} cases more than after the first turn.</source>
            <translation>Le peloton ne s'étire jamais de {gap} cases de plus qu'après le premier tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>In {share} % of the races the winner made the decisive gap:</source>
            <translation>Dans {share} % des courses, le vainqueur a fait l'écart décisif :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>on climb {number} (cases {first}–{last})</source>
            <translation>dans la montée {number} (cases {first} à {last})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>on the flat before climb {number} (cases {first}–{last})</source>
            <translation>sur le plat avant la montée {number} (cases {first} à {last})</translation>
        </message>
        <message>
            <location line="+3" />
            <source>on the flat (cases {first}–{last})</source>
            <translation>sur le plat (cases {first} à {last})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>in the last kilometre (the last {count} cases)</source>
            <translation>dans le dernier kilomètre (les {count} dernières cases)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A race lasts {mean} turns on average ({low} to {high}).</source>
            <translation>Une course dure {mean} tours en moyenne (de {low} à {high}).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/coup_de_bordure/ride.py" line="+19" />
            <source>Tokens paid on the flat (Plaine)</source>
            <translation>Jetons payés sur le plat (Plaine)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens paid on hills (Côte)</source>
            <translation>Jetons payés dans les côtes (Côte)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens paid in the mountains (Montagne)</source>
            <translation>Jetons payés en montagne (Montagne)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tokens paid in sprints (Sprint)</source>
            <translation>Jetons payés au sprint (Sprint)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/ride.py" line="+20" />
            <source>Riders who abandoned</source>
            <translation>Coureurs qui ont abandonné</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Full cases at the end of a turn</source>
            <translation>Cases pleines à la fin d'un tour</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/ride.py" line="+20" />
            <source>Breakaways tried</source>
            <translation>Échappées tentées</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Won by a rider who broke away (held to the line)</source>
            <translation>Gagnées par un coureur échappé (échappée tenue jusqu'à la ligne)</translation>
        </message>
    </context>
    <context>
        <name>NewGame</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/new_game_dialog.py" line="+62" />
            <source>Bot (random)</source>
            <translation>Robot (hasard)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bot (easy)</source>
            <translation>Robot (facile)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bot (normal)</source>
            <translation>Robot (normal)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bot (strong)</source>
            <translation>Robot (fort)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Bot ({name})</source>
            <translation>Robot ({name})</translation>
        </message>
        <message>
            <location line="+146" />
            <location line="+81" />
            <location filename="../peloton_desktop/ui/pieces/text.py" line="-11" />
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Two players have the same colour.</source>
            <translation>Deux joueurs ont la même couleur.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Two players have the same name.</source>
            <translation>Deux joueurs ont le même nom.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The seed must be a whole number, or left empty.</source>
            <translation>La graine doit être un nombre entier, ou rester vide.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Players:</source>
            <translation>&amp;Joueurs :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>S&amp;eed:</source>
            <translation>N° de &amp;tirage :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>random (type a number to replay the same deal)</source>
            <translation>au hasard (un nombre rejoue la même donne)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seats</source>
            <translation>Places</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Rules:</source>
            <translation>&amp;Règles :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C&amp;ompetitive game (no hints)</source>
            <translation>Partie de c&amp;ompétition (sans conseils)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The coach's hints stay off for everyone in this game</source>
            <translation>Les conseils du coach restent coupés pour tous dans cette partie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>standard (the rulebook and our assumptions)</source>
            <translation>standard (la règle et nos hypothèses)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Human</source>
            <translation>Humain</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Phone</source>
            <translation>Téléphone</translation>
        </message>
        <message>
            <location line="+2" />
            <source>This player plays on their phone's browser (a QR code)</source>
            <translation>Ce joueur joue dans le navigateur de son téléphone (un code QR)</translation>
        </message>
    </context>
    <context>
        <name>Phone</name>
        <message>
            <location filename="../peloton_desktop/phones/sheet.py" line="+62" />
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phone_table.py" line="-221" />
            <source>Your choices</source>
            <translation>Vos choix</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What happened</source>
            <translation>Ce qui s'est passé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Undo my last move</source>
            <translation>Annuler mon dernier coup</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Connection lost: reconnecting…</source>
            <translation>Connexion perdue : reconnexion…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This seat went back to the laptop: its hand is no longer shown here.</source>
            <translation>Cette place est revenue sur l'ordinateur : sa main n'est plus affichée ici.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>This game was closed on the laptop.</source>
            <translation>Cette partie a été fermée sur l'ordinateur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another phone took this seat.</source>
            <translation>Un autre téléphone a pris cette place.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Waiting for the host to let this phone in on the laptop.</source>
            <translation>On attend que l'hôte accepte ce téléphone sur l'ordinateur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The table moved on: choose again.</source>
            <translation>La partie a avancé : choisissez à nouveau.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This link is not valid (any more). Ask the host for a new one.</source>
            <translation>Ce lien n'est pas (ou plus) valable. Demandez-en un nouveau à l'hôte.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Too many messages: slow down.</source>
            <translation>Trop de messages : ralentissez.</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+1" />
            <source>Message refused.</source>
            <translation>Message refusé.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The host did not let this phone in.</source>
            <translation>L'hôte n'a pas accepté ce téléphone.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>That choice is not possible now.</source>
            <translation>Ce choix n'est pas possible maintenant.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Nothing of yours to take back.</source>
            <translation>Aucun de vos coups à annuler.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sent…</source>
            <translation>Envoyé…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>tap again to confirm: it cannot be taken back</source>
            <translation>touchez encore pour confirmer : impossible de revenir en arrière</translation>
        </message>
        <message>
            <location line="+189" />
            <source>The stage is over: the table goes on from the laptop.</source>
            <translation>L'étape est finie : la partie reprend depuis l'ordinateur.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Your move.</source>
            <translation>À vous de jouer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You may play out of turn.</source>
            <translation>Vous pouvez jouer hors de votre tour.</translation>
        </message>
    </context>
    <context>
        <name>Phones</name>
        <message>
            <location line="+31" />
            <location filename="../peloton_desktop/ui/phones/phones_dialog.py" line="+171" />
            <location line="+56" />
            <source>Phones</source>
            <translation>Téléphones</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Another device asks for {name}'s seat: {device}, at {time}. Let exactly this one in (the first one leaves)?</source>
            <translation>Un autre appareil demande la place de {name} : {device}, à {time}. Laisser entrer celui-ci seulement (le premier s'en va) ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/phones/phones_dialog.py" line="-55" />
            <source>The laptop cannot listen on {address}.</source>
            <translation>L'ordinateur ne peut pas écouter sur {address}.</translation>
        </message>
        <message>
            <location line="+45" />
            <source>Phone connected.</source>
            <translation>Téléphone connecté.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Waiting for the phone…</source>
            <translation>On attend le téléphone…</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>Messages refused: %n</source>
            <translation>
                <numerusform>Message refusé : %n</numerusform>
                <numerusform>Messages refusés : %n</numerusform>
            </translation>
        </message>
        <message>
            <location line="-120" />
            <source>{name}'s code</source>
            <translation>Code de {name}</translation>
        </message>
        <message>
            <location line="+109" />
            <source>Hide {name}'s code</source>
            <translation>Masquer le code de {name}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show {name}'s code</source>
            <translation>Afficher le code de {name}</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Tick the players who play on their phone. Each in turn shows their own code and scans it with the phone's camera (or types the address into its browser), then hides it: the phone must be on the same network as this computer. No app, no account.</source>
            <translation>Cochez les joueurs qui jouent sur leur téléphone. Chacun à son tour affiche son propre code et le scanne avec l'appareil photo du téléphone (ou tape l'adresse dans son navigateur), puis le masque : le téléphone doit être sur le même réseau que cet ordinateur. Ni application, ni compte.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Listen on:</source>
            <translation>Écouter sur :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The link is not encrypted: on this network, someone who sees a link or listens to the Wi-Fi could read that seat's hand or play for it. Use a network you trust.</source>
            <translation>Le lien n'est pas chiffré : sur ce réseau, quelqu'un qui voit un lien ou écoute le Wi-Fi pourrait lire la main de cette place ou jouer à sa place. Utilisez un réseau de confiance.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Plays on a phone</source>
            <translation>Joue sur un téléphone</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take back to the laptop</source>
            <translation>Reprendre sur l'ordinateur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hide</source>
            <translation>Masquer</translation>
        </message>
        <message>
            <location line="+47" />
            <source>&amp;Phones…</source>
            <translation>&amp;Téléphones…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players play from their phones' browsers</source>
            <translation>Les joueurs jouent depuis le navigateur de leur téléphone</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/phones/devices.py" line="+36" />
            <source>{browser} on {system}</source>
            <translation>{browser} sur {system}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>an unknown browser</source>
            <translation>un navigateur inconnu</translation>
        </message>
    </context>
    <context>
        <name>Pieces</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/card.py" line="+123" />
            <location line="+8" />
            <source>A card, face down</source>
            <translation>Une carte, face cachée</translation>
        </message>
        <message numerus="yes">
            <location line="+111" />
            <source>%n card(s), face down</source>
            <translation>
                <numerusform>%n carte, face cachée</numerusform>
                <numerusform>%n cartes, face cachée</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/die.py" line="+84" />
            <source>d{sides}: {value}</source>
            <translation>d{sides} : {value}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/rider.py" line="+136" />
            <source>Rider {letter}</source>
            <translation>Coureur {letter}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/track_case.py" line="+62" />
            <source>Case {n}</source>
            <translation>Case {n}</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../peloton_desktop/ui/printing/print_document.py" line="+49" />
            <source>Print</source>
            <translation>Imprimer</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Page {page} of {total}…</source>
            <translation>Page {page} sur {total}…</translation>
        </message>
        <message>
            <location line="+41" />
            <source>Print preview — {title}</source>
            <translation>Aperçu avant impression — {title}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/pdf_notice.py" line="+37" />
            <location line="+86" />
            <location filename="../peloton_desktop/ui/printing/print_document.py" line="+21" />
            <location line="+10" />
            <source>Save as PDF</source>
            <translation>Enregistrer en PDF</translation>
        </message>
        <message>
            <location line="-81" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter (US)</source>
            <translation>Lettre US</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A3</source>
            <translation>A3</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <location line="+4" />
            <source>As suits the course</source>
            <translation>Selon le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Portrait</source>
            <translation>Portrait</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Landscape</source>
            <translation>Paysage</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Orientation</source>
            <translation>Orientation</translation>
        </message>
        <message>
            <location line="+46" />
            <source>PDF saved: {file}</source>
            <translation>PDF enregistré : {file}</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the folder</source>
            <translation>Ouvrir le dossier</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/printing/print_document.py" line="-8" />
            <source>PDF documents (*.pdf)</source>
            <translation>Documents PDF (*.pdf)</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/printing/sheets.py" line="+14" />
            <source>…and %n more</source>
            <translation>
                <numerusform>…et %n de plus</numerusform>
                <numerusform>…et %n de plus</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrivateSetup</name>
        <message>
            <location filename="../peloton_desktop/ui/table/private_setup.py" line="+47" />
            <source>{name}: your secret choices</source>
            <translation>{name} : vos choix secrets</translation>
        </message>
        <message>
            <location line="+10" />
            <source>{name}, make your choices: the other players will not see them.</source>
            <translation>{name}, faites vos choix : les autres joueurs ne les verront pas.</translation>
        </message>
    </context>
    <context>
        <name>Race</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/race_text.py" line="+18" />
            <source>{team} wins.</source>
            <translation>{team} gagne.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{team} wins the race: {rider} takes the general classification.</source>
            <translation>{team} gagne la course : {rider} remporte le classement général.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{team} wins the race: {rider} is first over the line.</source>
            <translation>{team} gagne la course : {rider} franchit la ligne le premier.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The finish case: the line is just after it</source>
            <translation>La case d'arrivée : la ligne est juste après</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n case(s) to the line</source>
            <translation>
                <numerusform>%n case jusqu'à la ligne</numerusform>
                <numerusform>%n cases jusqu'à la ligne</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%n of {capacity} places taken</source>
            <translation>
                <numerusform>%n place prise sur {capacity}</numerusform>
                <numerusform>%n places prises sur {capacity}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RaceCourses</name>
        <message>
            <location filename="../peloton_desktop/ui/pieces/race_courses.py" line="+127" />
            <source>{course} (by {designer})</source>
            <translation>{course} (tracée par {designer})</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A course of the race cannot be read.</source>
            <translation>Un parcours de la course est illisible.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{count} stages: {names}</source>
            <translation>{count} étapes : {names}</translation>
        </message>
        <message>
            <location line="+13" />
            <source>A stage race needs at least two stages.</source>
            <translation>Une course à étapes demande au moins deux étapes.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>At most {max} stages.</source>
            <translation>Au plus {max} étapes.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One-day race on one course</source>
            <translation>Course d'un jour sur un parcours</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stage race: several courses, one after another</source>
            <translation>Course à étapes : plusieurs parcours à la suite</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Course:</source>
            <translation>Parcours :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stages, in order:</source>
            <translation>Étapes, dans l'ordre :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Add the course</source>
            <translation>Ajouter le parcours</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Up</source>
            <translation>Monter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Down</source>
            <translation>Descendre</translation>
        </message>
    </context>
    <context>
        <name>RdvPrint</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/sheets/team_sheet.py" line="+65" />
            <source>Sprint</source>
            <translation>Sprint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Endurance</source>
            <translation>Endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climber</source>
            <translation>Grimpeur</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Roue de Vitesse — team sheets</source>
            <translation>Roue de Vitesse — feuilles d'équipe</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Roue de Vitesse · team sheet</source>
            <translation>Roue de Vitesse · feuille d'équipe</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Player: {player}    Team: {team}</source>
            <translation>Joueur : {player}    Équipe : {team}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Rider {n}: {name}</source>
            <translation>Coureur {n} : {name}</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{left} points left of {start}</source>
            <translation>il reste {left} points sur {start}</translation>
        </message>
        <message>
            <location line="+10" />
            <source>15 points per rider, at most 10 in one skill; strike out a box for each point spent. Breakaway and counter: sprint (flat, descent), climber (mountain). Fast pace: endurance (flat), endurance or sprint (descent), endurance or climber (mountain).</source>
            <translation>15 points par coureur, au plus 10 dans une compétence ; barrez une case pour chaque point dépensé. Échappée et contre : sprint (plat, descente), grimpeur (montagne). Allure rapide : endurance (plat), endurance ou sprint (descente), endurance ou grimpeur (montagne).</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Team sheets</source>
            <translation>Feuilles d'équipe</translation>
        </message>
        <message>
            <location line="+6" />
            <source>after the race</source>
            <translation>après la course</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stage {stage} of {stages} · turn {turn}</source>
            <translation>étape {stage} sur {stages} · tour {turn}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/sheets/wheel.py" line="+39" />
            <source>The wheel</source>
            <translation>La Roue de Vitesse</translation>
        </message>
        <message>
            <location line="+5" />
            <source>slow</source>
            <translation>lente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>steady</source>
            <translation>soutenue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fast</source>
            <translation>rapide</translation>
        </message>
        <message>
            <location line="+6" />
            <source>MOUNTAIN</source>
            <translation>MONTAGNE</translation>
        </message>
        <message>
            <location line="+1" />
            <source>FLAT</source>
            <translation>PLAT</translation>
        </message>
        <message>
            <location line="+1" />
            <source>DESCENT</source>
            <translation>DESCENTE</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Roue de Vitesse — the wheel</source>
            <translation>La Roue de Vitesse</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Print at 100 % (no “fit to page”): the wheel is 18 cm across. Put each group's pace token on its sector.</source>
            <translation>Imprimez à 100 % (sans « ajuster à la page ») : la roue mesure 18 cm de diamètre. Posez le jeton d'allure de chaque groupe sur son secteur.</translation>
        </message>
        <message>
            <location line="+34" />
            <source>{pace} · start</source>
            <translation>{pace} · départ</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Roue de
Vitesse</source>
            <translation>Roue de
Vitesse</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Outer ring: the cases a group rides each turn, by the terrain of its head case and its pace (slow and steady cost nothing; fast costs each rider of the head case 1 point a turn).</source>
            <translation>Cercle extérieur : les cases parcourues par un groupe à chaque tour, selon le terrain de sa case de tête et son allure (lente et soutenue ne coûtent rien ; rapide coûte 1 point par tour à chaque coureur de la case de tête).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Middle ring: a breakaway succeeds with a die of at least the cases plus this supplement.</source>
            <translation>Cercle médian : une échappée réussit avec un dé au moins égal aux cases plus ce supplément.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Inner ring: a counter succeeds with a die of at least the breakaway's score plus this supplement.</source>
            <translation>Cercle intérieur : un contre réussit avec un dé au moins égal au score de l'échappée plus ce supplément.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A breakaway scoring {n} (die + bonus point) rides one case more. A pace moves one step a turn.</source>
            <translation>Une échappée qui atteint {n} (dé + point additionnel) parcourt une case de plus. L'allure ne change que d'une marche par tour.</translation>
        </message>
    </context>
    <context>
        <name>RdvRules</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/rules_help.py" line="+30" />
            <source>Breakaway supplement (middle ring)</source>
            <translation>Supplément d'échappée (anneau du milieu)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counter-attack supplement (inner ring)</source>
            <translation>Supplément de contre-attaque (anneau intérieur)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stages of a stage race, at most</source>
            <translation>Étapes d'une course à étapes, au plus</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One breakaway attempt per turn</source>
            <translation>Une tentative d'échappée par tour</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Counter-attacks asked in seat order</source>
            <translation>Contre-attaques proposées dans l'ordre des joueurs</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The +1 point offered only when it counts</source>
            <translation>Le point +1 proposé seulement quand il compte</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Fast pace's point paid by the larger skill</source>
            <translation>Point de l'allure rapide payé par la plus grande compétence</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Incident: cases bought back automatically</source>
            <translation>Incident : cases rachetées automatiquement</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Incident on a double 1 with two dice</source>
            <translation>Incident sur un double 1 avec deux dés</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Sprint counted once at the finish tie-break</source>
            <translation>Sprint compté une fois au départage de l'arrivée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A one-day race ends with the turn</source>
            <translation>Une course d'un jour finit avec le tour</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A head case not full breaks away</source>
            <translation>Une case de tête incomplète s'échappe</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A group joins the group ahead</source>
            <translation>Un groupe rejoint le groupe de devant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R cases in a row are one feed zone</source>
            <translation>Des cases R qui se suivent forment une seule zone</translation>
        </message>
        <message>
            <location line="+16" />
            <source>+{n} on every terrain and at every pace</source>
            <translation>+{n} sur tout terrain et à toute allure</translation>
        </message>
        <message>
            <location line="+11" />
            <source>the wheel's middle ring</source>
            <translation>l'anneau du milieu de la roue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the wheel's inner ring</source>
            <translation>l'anneau intérieur de la roue</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{n} ({ring})</source>
            <translation>{n} ({ring})</translation>
        </message>
        <message>
            <location line="+1" />
            <source>{ring}, {low} to {high} by terrain and pace</source>
            <translation>{ring}, de {low} à {high} selon le terrain et l'allure</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The wheel's middle ring is lost: what a breakaway's roll needs above the cases of the group's pace, by terrain and pace. The standard, 2 everywhere, comes from the rulebook's one example.</source>
            <translation>L'anneau du milieu de la roue est perdu : ce que le jet d'une échappée doit faire au-delà des cases de l'allure du groupe, selon le terrain et l'allure. Le standard, 2 partout, vient de l'unique exemple de la règle.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The wheel's inner ring is lost: what a counter-attack's roll needs above the breakaway's total, by terrain and pace. The standard, 2 everywhere, comes from the rulebook's one example.</source>
            <translation>L'anneau intérieur de la roue est perdu : ce que le jet d'une contre-attaque doit faire au-delà du total de l'échappée, selon le terrain et l'allure. Le standard, 2 partout, vient de l'unique exemple de la règle.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>A stage race has at most 21 stages.</source>
            <translation>Une course à étapes compte au plus 21 étapes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A player makes at most one breakaway attempt in his turn.</source>
            <translation>Un joueur fait au plus une tentative d'échappée pendant son tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Counters are asked in seat order after the active player, him last.</source>
            <translation>Les contres sont proposés dans l'ordre des joueurs après le joueur actif, lui en dernier.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The attacker's +1 point is offered whenever the breakaway succeeds with it: it saves a roll that fails, or raises one that succeeds and with it the score a counter must reach. A point that would change nothing is not offered (games saved before this version: only to save a roll or to reach 12).</source>
            <translation>Le point +1 de l'attaquant est proposé chaque fois que l'échappée réussit avec lui : il sauve un jet manqué, ou élève un jet réussi et avec lui le score qu'un contre doit atteindre. Un point qui ne changerait rien n'est pas proposé (parties enregistrées avant cette version : seulement pour sauver un jet ou atteindre 12).</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The fast pace's point: the rider's owner chooses the skill when two could pay (games saved before this version: the larger skill paid).</source>
            <translation>Le point de l'allure rapide : le joueur choisit la compétence quand deux peuvent payer (parties enregistrées avant cette version : la plus grande payait).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Mechanical incident: the owner chooses how many cases to buy back, one endurance point each (games saved before this version: as many as possible).</source>
            <translation>Incident mécanique : le joueur choisit combien de cases racheter, un point d'endurance chacune (parties enregistrées avant cette version : le plus possible).</translation>
        </message>
        <message>
            <location line="+5" />
            <source>With two dice, a mechanical incident is a double 1.</source>
            <translation>Avec deux dés, un incident mécanique est un double 1.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>At the finish tie-break, sprint counts once where it also holds the pace.</source>
            <translation>Au départage de l'arrivée, le sprint ne compte qu'une fois là où il sert aussi au maintien d'allure.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A one-day race ends with the turn in which the first rider crossed; the others are ranked by position.</source>
            <translation>Une course d'un jour se termine avec le tour où le premier coureur a franchi la ligne ; les autres sont classés selon leur position.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>At the end of a turn, a group's head case with fewer than 4 riders breaks away as a group with the same pace.</source>
            <translation>À la fin d'un tour, la case de tête d'un groupe qui compte moins de 4 coureurs s'échappe en un groupe à la même allure.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A group ending on or right behind the rear case of the group ahead joins it and takes its pace.</source>
            <translation>Un groupe qui finit sur la dernière case du groupe de devant, ou juste derrière, le rejoint et prend son allure.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>R cases that follow each other form one feed zone: a rider feeds once there (« une fois par zone de ravitaillement »); R cases apart are zones of their own.</source>
            <translation>Des cases R qui se suivent forment une seule zone de ravitaillement : un coureur ne s'y ravitaille qu'une fois (« une fois par zone de ravitaillement ») ; des cases R séparées sont chacune une zone.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>&lt;h2&gt;Roue de Vitesse&lt;/h2&gt;&lt;p&gt;2 to 6 players, three riders each. Each rider gets {points} points over sprint, endurance and climber, at most {top} in one skill. The first rider past the finish case wins.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Roue de Vitesse&lt;/h2&gt;&lt;p&gt;2 à 6 joueurs, trois coureurs chacun. Chaque coureur reçoit {points} points répartis entre sprint, endurance et grimpeur, au plus {top} dans une compétence. Le premier coureur qui dépasse la case d'arrivée gagne.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&lt;h3&gt;A turn&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Every group rides the cases the wheel gives for the terrain of its head case and its pace (slow, steady, fast); in the first player's first turn of a stage it rides {first} cases on any terrain. A case holds {capacity} riders.&lt;/li&gt;&lt;li&gt;One breakaway attempt from a group's head case: a point, a die ≥ the cases + {breakaway}.&lt;/li&gt;&lt;li&gt;Riders of the escaper's case may counter at once, out of turn: a point, a die ≥ his total + {counter}.&lt;/li&gt;&lt;li&gt;In each group, move one of your riders (into a full case: one rider of your choice goes one case back).&lt;/li&gt;&lt;li&gt;Each rider on the head case of a fast group pays a point.&lt;/li&gt;&lt;li&gt;Set, one notch at most, the pace of each group where you have a rider on the head case.&lt;/li&gt;&lt;/ol&gt;</source>
            <translation>&lt;h3&gt;Un tour&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;Chaque groupe avance des cases que donne la roue pour le terrain de sa case de tête et son allure (lente, soutenue, rapide) ; au premier tour du premier joueur d'une étape, il avance de {first} cases sur tout terrain. Une case contient {capacity} coureurs.&lt;/li&gt;&lt;li&gt;Une tentative d'échappée depuis la case de tête d'un groupe : un point, un dé ≥ les cases + {breakaway}.&lt;/li&gt;&lt;li&gt;Les coureurs de la case de l'échappé peuvent contrer aussitôt, hors de leur tour : un point, un dé ≥ son total + {counter}.&lt;/li&gt;&lt;li&gt;Dans chaque groupe, déplacez un de vos coureurs (vers une case pleine : un coureur de votre choix recule d'une case).&lt;/li&gt;&lt;li&gt;Chaque coureur sur la case de tête d'un groupe rapide paie un point.&lt;/li&gt;&lt;li&gt;Réglez, d'un cran au plus, l'allure de chaque groupe où vous avez un coureur en tête.&lt;/li&gt;&lt;/ol&gt;</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&lt;h3&gt;Options and stages&lt;/h3&gt;&lt;p&gt;Mechanical incident: a 1 on the die and the rider misses the next move (buy cases back with endurance). Ravitaillement: +{feed} to a skill when stopping on an R case, once per feed zone. Stage race: general classification in points (lowest wins), climber's points at the summits (a rider is ranked once at each), {recovery} points recovered between stages.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Options et étapes&lt;/h3&gt;&lt;p&gt;Incident mécanique : un 1 au dé et le coureur manque le prochain déplacement (il rachète des cases avec l'endurance). Ravitaillement : +{feed} à une compétence en s'arrêtant sur une case R, une fois par zone de ravitaillement. Course à étapes : classement général aux points (le plus petit total gagne), points du grimpeur aux sommets (un coureur n'est classé qu'une fois à chacun), {recovery} points récupérés entre deux étapes.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rules leave these points open; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;La règle laisse ces points ouverts ; l'application suppose :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RdvSetup</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/setup_panel.py" line="+52" />
            <source>{teams} teams of 3 riders, {dice}</source>
            <translation>{teams} équipes de 3 coureurs, {dice}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Dice:</source>
            <translation>Dés :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rule: mechanical incident</source>
            <translation>Règle optionnelle : incident mécanique</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Optional rule: ravitaillement (R cases)</source>
            <translation>Règle optionnelle : ravitaillement (cases R)</translation>
        </message>
    </context>
    <context>
        <name>Results</name>
        <message>
            <location filename="../peloton_desktop/printing/results.py" line="+67" />
            <source>Results — {game}</source>
            <translation>Résultats — {game}</translation>
        </message>
        <message>
            <location line="+39" />
            <source>{count} moves</source>
            <translation>{count} coups</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Final ranking</source>
            <translation>Classement final</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Peloton Desktop · page {n} of {total}</source>
            <translation>Peloton Desktop · page {n} sur {total}</translation>
        </message>
        <message>
            <location line="+34" />
            <source>{title} (continued)</source>
            <translation>{title} (suite)</translation>
        </message>
        <message>
            <location line="+28" />
            <source>The story of the game</source>
            <translation>Le récit de la partie</translation>
        </message>
    </context>
    <context>
        <name>ReviewBar</name>
        <message>
            <location filename="../peloton_desktop/ui/table/review_bar.py" line="+89" />
            <source>Move {step} of {total}</source>
            <translation>Coup {step} sur {total}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The start of the game</source>
            <translation>Le début de la partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One move back</source>
            <translation>Un coup en arrière</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One move forward</source>
            <translation>Un coup en avant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The end of the game</source>
            <translation>La fin de la partie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>S&amp;tory</source>
            <translation>Réci&amp;t</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Charts move by move, and the moves where it was won</source>
            <translation>Courbes coup par coup, et les coups où tout s'est joué</translation>
        </message>
    </context>
    <context>
        <name>RoadImport</name>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/road_dialog.py" line="+141" />
            <source>Import a road: %1</source>
            <translation>Importer une route : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Length of a case</source>
            <translation>Longueur d’une case</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 from</source>
            <translation>%1 à partir de</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open in the editor</source>
            <translation>Ouvrir dans l’éditeur</translation>
        </message>
        <message>
            <location line="+30" />
            <source>%1 km, %2 cases of %3 km</source>
            <translation>%1 km, %2 cases de %3 km</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Climb %1, summit at km %2: %3</source>
            <translation>Ascension %1, sommet au km %2 : %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>In the game:</source>
            <translation>Dans le jeu :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/course_editor/road_import.py" line="+51" />
            <source>Import a &amp;road (GPX, profile)…</source>
            <translation>Importer une &amp;route (GPX, profil)…</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+14" />
            <source>Import a road</source>
            <translation>Importer une route</translation>
        </message>
        <message>
            <location line="-12" />
            <source>GPX tracks and elevation profiles (*.gpx *.csv)</source>
            <translation>Traces GPX et profils d’altitude (*.gpx *.csv)</translation>
        </message>
        <message>
            <location line="+35" />
            <source>Made from {file}. Save puts it in your course library.</source>
            <translation>Fait à partir de {file}. Enregistrer le met dans votre bibliothèque de parcours.</translation>
        </message>
    </context>
    <context>
        <name>RoadProfile</name>
        <message>
            <location filename="../peloton_desktop/draw/road.py" line="+58" />
            <source>%1 km at %2 %</source>
            <translation>%1 km à %2 %</translation>
        </message>
        <message>
            <location line="+8" />
            <source>HC</source>
            <comment>hors catégorie climb</comment>
            <translation>HC</translation>
        </message>
        <message>
            <location line="+94" />
            <source>under 3 %</source>
            <translation>moins de 3 %</translation>
        </message>
        <message>
            <location line="+3" />
            <source>9 % and more</source>
            <translation>9 % et plus</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/road_stage.py" line="+27" />
            <source>The road: %1 km, %2 km a case</source>
            <translation>La route : %1 km, %2 km par case</translation>
        </message>
        <message>
            <location line="+17" />
            <source>The course in cases</source>
            <translation>Le parcours en cases</translation>
        </message>
    </context>
    <context>
        <name>RoueDeVitesse</name>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+144" />
            <source>Choose.</source>
            <translation>Choisissez.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Team sheet: share 15 points for {rider} (10 at most in a skill).</source>
            <translation>Fiche d'équipe : répartissez 15 points pour {rider} (10 au plus dans une compétence).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+40" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Give {rider} these points</source>
            <translation>Donner ces points à {rider}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Riders are built one at a time, in turn. Sprint pays breakaways on the flat and in descents, climber in the mountains, endurance the fast pace.</source>
            <translation>Les coureurs se construisent un à un, à tour de rôle. Le sprint paie les échappées en plaine et en descente, le grimpeur en montagne, l'endurance l'allure rapide.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Recovery: share up to 6 points for {rider} (never above the start).</source>
            <translation>Récupération : répartissez jusqu'à 6 points pour {rider} (jamais au-dessus du départ).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Recover these points</source>
            <translation>Récupérer ces points</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+12" />
            <source>Start zone: place {rider} (click the lit case).</source>
            <translation>Zone de départ : placez {rider} (cliquez la case éclairée).</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+3" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+16" />
            <source>Place {rider} on the front free place</source>
            <translation>Placer {rider} à la première place libre</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+15" />
            <source>Mechanical incident: {rider} misses the move. Buy back cases with endurance?</source>
            <translation>Incident mécanique : {rider} manque le déplacement. Racheter des cases avec l'endurance ?</translation>
        </message>
        <message numerus="yes">
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+7" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>%n case(s) for %n point(s)</source>
            <translation>
                <numerusform>%n case pour %n point</numerusform>
                <numerusform>%n cases pour %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>Ravitaillement: {rider} takes 2 points in…</source>
            <translation>Ravitaillement : {rider} prend 2 points en…</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Attempt a breakaway from a group's head case? (click a ringed rider)</source>
            <translation>Tenter une échappée depuis la case de tête d'un groupe ? (cliquez un coureur cerclé)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+7" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>Attack with {rider}</source>
            <translation>Attaquer avec {rider}</translation>
        </message>
        <message>
            <location line="+33" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>No attack</source>
            <translation>Pas d'attaque</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>An attempt costs a point (sprint; climber in the mountains).</source>
            <translation>Une tentative coûte un point (sprint ; grimpeur en montagne).</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The die shows {roll}: pay one more point for +1?</source>
            <translation>Le dé montre {roll} : payer un point de plus pour +1 ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+7" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>Pay 1 point: +1</source>
            <translation>Payer 1 point : +1</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>Keep the roll</source>
            <translation>Garder le jet</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>Away! Pay one more point for one more case?</source>
            <translation>Échappé ! Payer un point de plus pour une case de plus ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+4" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>Pay 1 point: one more case</source>
            <translation>Payer 1 point : une case de plus</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+2" />
            <source>No</source>
            <translation>Non</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>{rider} broke away ({total}): counter at once?</source>
            <translation>{rider} s'est échappé ({total}) : contrer tout de suite ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="-44" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+6" />
            <source>Counter with {rider}</source>
            <translation>Contrer avec {rider}</translation>
        </message>
        <message>
            <location line="-29" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+4" />
            <source>Let him go</source>
            <translation>Le laisser partir</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+2" />
            <source>A counter costs a point and needs the breakaway's total + {more}.</source>
            <translation>Un contre coûte un point et demande le total de l'échappée + {more}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Move one of your riders inside this group? (pick, then click a case)</source>
            <translation>Déplacer un de vos coureurs dans ce groupe ? (choisissez-le, puis cliquez une case)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+59" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+15" />
            <source>Stay as we are</source>
            <translation>Rester ainsi</translation>
        </message>
        <message>
            <location line="-19" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>To case {case}</source>
            <translation>Vers la case {case}</translation>
        </message>
        <message>
            <location line="-6" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+3" />
            <source>To case {case}, pushing {rider} back</source>
            <translation>Vers la case {case}, en faisant reculer {rider}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+11" />
            <source>Fast pace: {rider} pays a point at the head of the group with…</source>
            <translation>Allure rapide : {rider} paie un point en tête du groupe avec…</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/phone.py" line="+10" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+5" />
            <source>{skill} ({points} left)</source>
            <translation>{skill} (reste {points})</translation>
        </message>
        <message>
            <location line="+9" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+9" />
            <source>The pace of the ringed group for the next turn (now {pace}):</source>
            <translation>L'allure du groupe cerclé pour le tour suivant (actuellement {pace}) :</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/panel.py" line="+7" />
            <source>One notch at most; click a lit notch of the wheel.</source>
            <translation>Un cran au plus ; cliquez un cran éclairé de la roue.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/skills_editor.py" line="+18" />
            <source>Sprinter</source>
            <translation>Sprinteur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rouleur</source>
            <translation>Rouleur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grimpeur</source>
            <translation>Grimpeur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Balanced</source>
            <translation>Équilibré</translation>
        </message>
        <message>
            <location line="+36" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+49" />
            <source>Sprint {s}, endurance {e}, climber {c}</source>
            <translation>Sprint {s}, endurance {e}, grimpeur {c}</translation>
        </message>
        <message numerus="yes">
            <location line="+31" />
            <source>%n point(s) left</source>
            <translation>
                <numerusform>%n point à répartir</numerusform>
                <numerusform>%n points à répartir</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/text.py" line="+24" />
            <source>sprint</source>
            <translation>sprint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>endurance</source>
            <translation>endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>climber</source>
            <translation>grimpeur</translation>
        </message>
        <message>
            <location line="+6" />
            <source>S</source>
            <comment>letter of the sprint skill</comment>
            <translation>S</translation>
        </message>
        <message>
            <location line="+1" />
            <source>E</source>
            <comment>letter of the endurance skill</comment>
            <translation>E</translation>
        </message>
        <message>
            <location line="+1" />
            <source>C</source>
            <comment>letter of the climber skill</comment>
            <translation>G</translation>
        </message>
        <message>
            <location line="+6" />
            <source>slow</source>
            <translation>lente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>steady</source>
            <translation>soutenue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>fast</source>
            <translation>rapide</translation>
        </message>
        <message>
            <location line="+6" />
            <source>mountain</source>
            <translation>montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>flat</source>
            <translation>plat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>descent</source>
            <translation>descente</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Set the pace {pace} on {terrain}: {cases} cases</source>
            <translation>Allure {pace} en {terrain} : {cases} cases</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} attacks: the die shows {roll}, he needs {needs}.</source>
            <translation>{rider} attaque : le dé montre {roll}, il lui faut {needs}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} is caught ({total}).</source>
            <translation>{rider} est repris ({total}).</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>{rider} gets away ({total}): %n case(s) ahead.</source>
            <translation>
                <numerusform>{rider} s'échappe ({total}) : %n case d'avance.</numerusform>
                <numerusform>{rider} s'échappe ({total}) : %n cases d'avance.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} counters: the die shows {roll}, he needs {needs}.</source>
            <translation>{rider} contre : le dé montre {roll}, il lui faut {needs}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} joins the breakaway.</source>
            <translation>{rider} rejoint l'échappée.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} stays in the group.</source>
            <translation>{rider} reste dans le groupe.</translation>
        </message>
        <message numerus="yes">
            <location line="+11" />
            <source>{rider} and %n other rider(s)</source>
            <translation>
                <numerusform>{rider} et %n autre coureur</numerusform>
                <numerusform>{rider} et %n autres coureurs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+7" />
            <source>The group of {riders} rides %n case(s).</source>
            <translation>
                <numerusform>Le groupe de {riders} avance de %n case.</numerusform>
                <numerusform>Le groupe de {riders} avance de %n cases.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+6" />
            <source>The group of {riders} rides at a {pace} pace.</source>
            <translation>Le groupe de {riders} roule à allure {pace}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} moves to case {case} of his group.</source>
            <translation>{rider} se place sur la case {case} de son groupe.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{rider} is pushed back.</source>
            <translation>{rider} recule d'une case.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Over the line: {riders}.</source>
            <translation>Sur la ligne : {riders}.</translation>
        </message>
        <message numerus="yes">
            <location line="+6" />
            <source>{rider} +%n pt(s)</source>
            <translation>
                <numerusform>{rider} +%n pt</numerusform>
                <numerusform>{rider} +%n pts</numerusform>
            </translation>
        </message>
        <message>
            <location line="+8" />
            <source>Over the summit (case {case}): {riders}.</source>
            <translation>Au sommet (case {case}) : {riders}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Stage {stage} is over.</source>
            <translation>L'étape {stage} est finie.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stage {stage} is won by {rider}.</source>
            <translation>L'étape {stage} est gagnée par {rider}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider}: sprint {s}, endurance {e}, climber {c}.</source>
            <translation>{rider} : sprint {s}, endurance {e}, grimpeur {c}.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{rider} recovers sprint +{s}, endurance +{e}, climber +{c}.</source>
            <translation>{rider} récupère sprint +{s}, endurance +{e}, grimpeur +{c}.</translation>
        </message>
        <message numerus="yes">
            <location line="+11" />
            <source>{rider} buys back %n case(s) with endurance.</source>
            <translation>
                <numerusform>{rider} rachète %n case avec l'endurance.</numerusform>
                <numerusform>{rider} rachète %n cases avec l'endurance.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Stage {stage}: to the start zone.</source>
            <translation>Étape {stage} : en zone de départ.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{rider} lines up in the start zone.</source>
            <translation>{rider} se place dans la zone de départ.</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+74" />
            <source>Turn {turn}: {team}.</source>
            <translation>Tour {turn} : {team}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Two groups join up.</source>
            <translation>Deux groupes se rejoignent.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mechanical incident for {rider}: he misses his group's next move.</source>
            <translation>Incident mécanique pour {rider} : il manque le prochain déplacement de son groupe.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Ravitaillement: {rider} takes +2 {skill}.</source>
            <translation>Ravitaillement : {rider} prend +2 en {skill}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} rides away alone.</source>
            <translation>{rider} part seul.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} pays the fast pace with {skill}.</source>
            <translation>{rider} paie l'allure rapide en {skill}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} cannot hold the fast pace and drops back.</source>
            <translation>{rider} ne tient pas l'allure rapide et recule.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The head of the group breaks away: {riders}.</source>
            <translation>La tête du groupe s'échappe : {riders}.</translation>
        </message>
        <message>
            <location line="+8" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="-11" />
            <location line="+24" />
            <source>The race is over.</source>
            <translation>La course est finie.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="-113" />
            <source>Start zone (place {n} from the front)</source>
            <translation>Zone de départ (place {n} depuis l'avant)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Case {case}: {terrain}</source>
            <translation>Case {case} : {terrain}</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Summit: climber's points 5, 3, 2, 1</source>
            <translation>Sommet : points du grimpeur 5, 3, 2, 1</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/legend.py" line="+139" />
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+3" />
            <source>R: ravitaillement (+2 to a skill, optional rule)</source>
            <translation>R : ravitaillement (+2 à une compétence, règle optionnelle)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/tips.py" line="+17" />
            <source>At the start: sprint {s}, endurance {e}, climber {c}</source>
            <translation>Au départ : sprint {s}, endurance {e}, grimpeur {c}</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Yellow jersey: leader of the general classification</source>
            <translation>Maillot jaune : leader du classement général</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Polka-dot jersey: best climber</source>
            <translation>Maillot à pois : meilleur grimpeur</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Mechanical incident: misses his group's next move</source>
            <translation>Incident mécanique : manque le prochain déplacement de son groupe</translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>Group {n}: {pace} pace, %n case(s) next move</source>
            <translation>
                <numerusform>Groupe {n} : allure {pace}, %n case au prochain déplacement</numerusform>
                <numerusform>Groupe {n} : allure {pace}, %n cases au prochain déplacement</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>The Roue de Vitesse. Outer ring: cases a group rides per turn, by the terrain of its head case and its pace. Middle ring: what a breakaway needs above those cases. Inner ring: what a counter needs above the breakaway's total. Each token is a group (its number on the road) on its pace.</source>
            <translation>La Roue de Vitesse. Anneau extérieur : les cases qu'un groupe parcourt par tour, selon le terrain de sa case de tête et son allure. Anneau du milieu : ce qu'une échappée demande en plus de ces cases. Anneau intérieur : ce qu'un contre demande en plus du total de l'échappée. Chaque jeton est un groupe (son numéro sur la route) posé sur son allure.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Team sheet: each rider's sprint (S), endurance (E) and climber (C) points; struck-out boxes are spent.</source>
            <translation>Fiche d'équipe : les points de sprint (S), d'endurance (E) et de grimpeur (G) de chaque coureur ; les cases barrées sont dépensées.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stage {stage} of {stages}: {course}</source>
            <translation>Étape {stage} sur {stages} : {course}</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Team building: {team} gives a rider 15 points.</source>
            <translation>Composition des équipes : {team} donne 15 points à un coureur.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Start zone: {team} places a rider.</source>
            <translation>Zone de départ : {team} place un coureur.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Between stages: each rider recovers up to 6 points.</source>
            <translation>Entre deux étapes : chaque coureur récupère jusqu'à 6 points.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Breakaway of {rider}: rolled {roll}, needs {needs}.</source>
            <translation>Échappée de {rider} : {roll} au dé, il faut {needs}.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Waiting for {names}.</source>
            <translation>En attente de {names}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/board.py" line="+239" />
            <source>1st</source>
            <comment>the stage's winner</comment>
            <translation>1er</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/roue_de_vitesse/view/legend.py" line="-28" />
            <source>terrain: {name}</source>
            <translation>terrain : {name}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>a group riding at a {pace} pace</source>
            <translation>un groupe qui roule à allure {pace}</translation>
        </message>
        <message>
            <location line="+12" />
            <source>a team sheet's points (S sprint, E endurance, C climber): a struck box is spent</source>
            <translation>les points d'une fiche d'équipe (S sprint, E endurance, G grimpeur) : une case barrée est dépensée</translation>
        </message>
        <message>
            <location line="+11" />
            <source>a summit: mountain points for the first over it</source>
            <translation>un sommet : des points de montagne pour les premiers à le passer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the finish line</source>
            <translation>la ligne d'arrivée</translation>
        </message>
        <message>
            <location line="+9" />
            <source>where you may go (click)</source>
            <translation>case possible (cliquer)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the last move</source>
            <translation>le dernier coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>leader of the general</source>
            <translation>leader du général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>best climber</source>
            <translation>meilleur grimpeur</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/rules_dialog.py" line="+49" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <location line="+24" />
            <source>&lt;b&gt;{name}&lt;/b&gt;: {value} — {why}</source>
            <translation>&lt;b&gt;{name}&lt;/b&gt; : {value} — {why}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>You may change these (Edit the assumptions…):</source>
            <translation>Vous pouvez modifier celles-ci (Modifier les hypothèses…) :</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Readings this version plays one way only:</source>
            <translation>Lectures que cette version joue d'une seule façon :</translation>
        </message>
        <message>
            <location line="+85" />
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <location line="+27" />
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Edit the assumptions…</source>
            <translation>&amp;Modifier les hypothèses…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ruleset:</source>
            <translation>Jeu de règles :</translation>
        </message>
    </context>
    <context>
        <name>RulesetEditor</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/ruleset_editor.py" line="+132" />
            <source>standard</source>
            <translation>standard</translation>
        </message>
        <message>
            <location line="+14" />
            <source>In a ruleset file: “{key}”.</source>
            <translation>Dans un fichier de règles : « {key} ».</translation>
        </message>
        <message>
            <location line="+3" />
            <source>From {low} to {high}.</source>
            <translation>De {low} à {high}.</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Numbers you may change</source>
            <translation>Nombres que vous pouvez modifier</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Readings this version plays one way only</source>
            <translation>Lectures que cette version joue d'une seule façon</translation>
        </message>
        <message>
            <location line="+53" />
            <source>Saved “{name}”: choose it in the new-game dialog.</source>
            <translation>« {name} » enregistré : choisissez-le dans la fenêtre de nouvelle partie.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Edit the assumptions</source>
            <translation>Modifier les hypothèses</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game:</source>
            <translation>Jeu :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start from:</source>
            <translation>Partir de :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save as:</source>
            <translation>Enregistrer sous :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a name for your ruleset</source>
            <translation>un nom pour votre jeu de règles</translation>
        </message>
        <message>
            <location line="+2" />
            <source>These values are not settled by the rulebook: we assumed them. If your box says otherwise, change them here and save them under a name; the new-game dialog then lets you play with them. A ruleset the game cannot be played with is refused, with the value at fault.</source>
            <translation>La règle ne fixe pas ces valeurs : nous les avons supposées. Si votre boîte dit autre chose, modifiez-les ici et enregistrez-les sous un nom ; la fenêtre de nouvelle partie vous permet ensuite de jouer avec. Un jeu de règles avec lequel on ne peut pas jouer est refusé, en nommant la valeur en cause.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/ruleset_values.py" line="+41" />
            <location line="+15" />
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <location line="-15" />
            <location line="+17" />
            <source>no</source>
            <translation>non</translation>
        </message>
    </context>
    <context>
        <name>SettingsDialog</name>
        <message>
            <location filename="../peloton_desktop/ui/dialogs/settings_dialog.py" line="+106" />
            <source>Off</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fast</source>
            <translation>Rapides</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal</source>
            <translation>Normales</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Slow</source>
            <translation>Lentes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Very slow</source>
            <translation>Très lentes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Settings</source>
            <translation>Réglages</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General</source>
            <translation>Général</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Animations:</source>
            <translation>&amp;Animations :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>A&amp;ppearance:</source>
            <translation>A&amp;pparence :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>As the system</source>
            <translation>Comme le système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Claire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Show a hand-over screen between players at one table</source>
            <translation>Afficher un écran de passage entre les joueurs d'une même table</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ask before a choice that cannot be taken back</source>
            <translation>Demander avant un choix sans retour possible</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+2" />
            <source>Player {number}</source>
            <translation>Joueur {number}</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <location filename="../peloton_desktop/ui/table/spoken.py" line="+47" />
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What happened</source>
            <translation>Déroulement</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each move is said as it is played</source>
            <translation>Chaque coup est annoncé quand il est joué</translation>
        </message>
    </context>
    <context>
        <name>StageBreak</name>
        <message>
            <location filename="../peloton_desktop/ui/table/stage_break.py" line="+119" />
            <source>End of stage {n}.</source>
            <translation>Fin de l'étape {n}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>End of stage {n}: {winner} wins it.</source>
            <translation>Fin de l'étape {n} : {winner} la remporte.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{leader} leads the general.</source>
            <translation>{leader} mène au classement général.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&amp;Continue to stage {n}</source>
            <translation>&amp;Continuer vers l'étape {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>When everyone has seen the stage's result</source>
            <translation>Quand tout le monde a vu le résultat de l'étape</translation>
        </message>
    </context>
    <context>
        <name>StageSheet</name>
        <message>
            <location filename="../peloton_desktop/printing/stage_tracking.py" line="+102" />
            <source>{game} · {title} · page {n} of {total}</source>
            <translation>{game} · {title} · page {n} sur {total}</translation>
        </message>
        <message>
            <location line="+9" />
            <source>{game} · one-day race</source>
            <translation>{game} · course d'un jour</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{game} · stage race of {n} stages</source>
            <translation>{game} · course de {n} étapes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Teams: {teams}</source>
            <translation>Équipes : {teams}</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Stage {n}</source>
            <translation>Étape {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Designed by: ________________</source>
            <translation>Tracée par : ________________</translation>
        </message>
        <message>
            <location line="-19" />
            <source>being raced</source>
            <translation>en cours</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Result</source>
            <translation>Classement</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stage result</source>
            <translation>Classement de l'étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General after stage {n}</source>
            <translation>Général après l'étape {n}</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Designed by: {name}</source>
            <translation>Tracée par : {name}</translation>
        </message>
        <message>
            <location line="+79" />
            <source>s.t.</source>
            <comment>same time as the stage winner</comment>
            <translation>m.t.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Stage tracking sheet</source>
            <translation>Tableau de suivi des étapes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>forward</source>
            <translation>sens direct</translation>
        </message>
        <message>
            <location line="+0" />
            <source>backward</source>
            <translation>sens inverse</translation>
        </message>
        <message>
            <location line="+1" />
            <source>start case {start} · finish line after case {finish} · {way} · {length} cases</source>
            <translation>départ case {start} · ligne d'arrivée après la case {finish} · {way} · {length} cases</translation>
        </message>
    </context>
    <context>
        <name>Standings</name>
        <message>
            <location filename="../peloton_desktop/draw/standings.py" line="+25" />
            <source>Y</source>
            <comment>letter on the yellow jersey</comment>
            <translation>J</translation>
        </message>
        <message>
            <location line="+1" />
            <source>G</source>
            <comment>letter on the green jersey</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+1" />
            <source>P</source>
            <comment>letter on the polka-dot jersey</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Stage {n}</source>
            <translation>Étape {n}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>General</source>
            <translation>Général</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/ui/pieces/standings.py" line="+108" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Climbers</source>
            <translation>Grimpeurs</translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>%n pt(s)</source>
            <translation>
                <numerusform>%n pt</numerusform>
                <numerusform>%n pts</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/pieces/standings.py" line="-2" />
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Name</source>
            <translation>Nom</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Player</source>
            <translation>Joueur</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Time</source>
            <translation>Temps</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gap</source>
            <translation>Écart</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Move</source>
            <translation>Évol.</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Leader's jersey of this classification</source>
            <translation>Maillot du leader de ce classement</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../peloton_desktop/ui/shell/start_page.py" line="+87" />
            <source>{count} players</source>
            <translation>{count} joueurs</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{min} to {max} players</source>
            <translation>{min} à {max} joueurs</translation>
        </message>
        <message>
            <location line="+5" />
            <source>New game…</source>
            <translation>Nouvelle partie…</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+141" />
            <source>Not available in this version</source>
            <translation>Pas disponible dans cette version</translation>
        </message>
        <message>
            <location line="-49" />
            <source>Checking the saved games… {done} of {total}</source>
            <translation>Vérification des parties enregistrées… {done} sur {total}</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Checking the saved games…</source>
            <translation>Vérification des parties enregistrées…</translation>
        </message>
        <message>
            <location line="+37" />
            <source>{file}: unreadable</source>
            <translation>{file} : illisible</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n coup</numerusform>
                <numerusform>%n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Finished: open it to review the game</source>
            <translation>Terminée : ouvrez-la pour revoir la partie</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Remove a game</source>
            <translation>Retirer une partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move this game to the trash?
{game}</source>
            <translation>Mettre cette partie à la corbeille ?
{game}</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Review</source>
            <translation>Revoir</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Resume a game</source>
            <translation>Reprendre une partie</translation>
        </message>
        <message>
            <location line="-12" />
            <source>Resume</source>
            <translation>Reprendre</translation>
        </message>
        <message>
            <location line="-53" />
            <source>{title} — {players}
{when} · {moves}</source>
            <translation>{title} — {players}
{when} · {moves}</translation>
        </message>
        <message>
            <location line="+63" />
            <source>Tabletop games for one table. Pick a game to start.</source>
            <translation>Des jeux de société pour une seule table. Choisissez un jeu pour commencer.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove</source>
            <translation>Retirer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>An autosave goes to the trash; a game you saved only leaves this list (Del)</source>
            <translation>Une sauvegarde automatique va à la corbeille ; une partie que vous avez enregistrée quitte seulement cette liste (Suppr)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>No saved game yet: games are saved after every move.</source>
            <translation>Aucune partie enregistrée pour l'instant : les parties sont enregistrées après chaque coup.</translation>
        </message>
    </context>
    <context>
        <name>Story</name>
        <message>
            <location filename="../peloton_desktop/draw/story.py" line="+38" />
            <source>Each team's best rider: case reached, move by move</source>
            <translation>Meilleur coureur de chaque équipe : case atteinte, coup par coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points, move by move</source>
            <translation>Points, coup par coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cards left in hand, move by move (fewer is better)</source>
            <translation>Cartes en main, coup par coup (moins, c'est mieux)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move by move</source>
            <translation>Coup par coup</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/printing/results.py" line="+24" />
            <location filename="../peloton_desktop/ui/learning/story.py" line="+173" />
            <source>Move</source>
            <translation>Coup</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../peloton_desktop/ui/learning/story.py" line="+22" />
            <source>General classification after each stage</source>
            <translation>Classement général après chaque étape</translation>
        </message>
        <message>
            <location line="+1" />
            <location filename="../peloton_desktop/ui/learning/story.py" line="+14" />
            <source>Stage</source>
            <translation>Étape</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Where it was won</source>
            <translation>Où tout s'est joué</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/learning/story.py" line="-43" />
            <source>Turning point</source>
            <translation>Tournant</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Seconds behind the leader</source>
            <translation>Secondes de retard sur le premier</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points behind the leader</source>
            <translation>Points de retard sur le premier</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Best rider's place</source>
            <translation>Place du meilleur coureur</translation>
        </message>
        <message>
            <location line="+47" />
            <source>The story of the game</source>
            <translation>Le récit de la partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>How {winner} won: the game move by move.</source>
            <translation>Comment {winner} a gagné : la partie coup par coup.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Where it was won (click to see the move)</source>
            <translation>Où tout s'est joué (cliquez pour voir le coup)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The strong bot replays the game… %p%</source>
            <translation>Le robot fort rejoue la partie… %p%</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Places</source>
            <translation>Places</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gaps</source>
            <translation>Écarts</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Each team's best place, or its best rider's gap to the leader</source>
            <translation>La meilleure place de chaque équipe, ou l'écart de son meilleur coureur sur le premier</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Show this move in the review</source>
            <translation>Voir ce coup dans la revue</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/learning/story_text.py" line="+23" />
            <source>Case {before} → {after}.</source>
            <translation>Case {before} → {after}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points {before} → {after}.</source>
            <translation>Points {before} → {after}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cards left {before} → {after}.</source>
            <translation>Cartes en main {before} → {after}.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Move {step}, {player}:</source>
            <translation>Coup {step}, {player} :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{winner}'s chance went from {before} % to {after} %.</source>
            <translation>Les chances de {winner} passent de {before} % à {after} %.</translation>
        </message>
    </context>
    <context>
        <name>TapeLEtape</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/board.py" line="+144" />
            <source>1 card</source>
            <translation>1 carte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{count} cards</source>
            <translation>{count} cartes</translation>
        </message>
        <message>
            <location line="+7" />
            <source>{count} cards in hand</source>
            <translation>{count} cartes en main</translation>
        </message>
        <message>
            <location line="+29" />
            <source>(already ridden)</source>
            <translation>(déjà courue)</translation>
        </message>
        <message>
            <location line="+13" />
            <source>(used)</source>
            <translation>(joué)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>GC {time}</source>
            <translation>Général {time}</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>loses %n turn(s)</source>
            <translation>
                <numerusform>passe %n tour</numerusform>
                <numerusform>passe %n tours</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>hand empty</source>
            <translation>main vide</translation>
        </message>
        <message>
            <location line="+2" />
            <source>dealer</source>
            <translation>donneur</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/text.py" line="+272" />
            <source>The {card} waits for your turn.</source>
            <translation>Le {card} attend votre tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Play your joker or end your turn first.</source>
            <translation>Jouez d'abord votre joker ou terminez votre tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>No {colour} column yet: a column starts with a {start}.</source>
            <translation>Pas encore de colonne {colour} : une colonne commence par un {start}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The {colour} column holds {low} to {high} and {way}: not a {value}.</source>
            <translation>La colonne {colour} va de {low} à {high} et {way} : pas de {value}.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/board.py" line="+40" />
            <source>Stage {stage} of {total}</source>
            <translation>Étape {stage} sur {total}</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Start {start}, {way}</source>
            <translation>Départ {start}, {way}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Final mountain, opened by {name}</source>
            <translation>Étape de montagne finale, ouverte par {name}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Chosen by {name}</source>
            <translation>Choisie par {name}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/phone.py" line="+23" />
            <source>Your hand</source>
            <translation>Votre main</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Your jokers</source>
            <translation>Vos jokers</translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>{name}: %n card(s)</source>
            <translation>
                <numerusform>{name} : %n carte</numerusform>
                <numerusform>{name} : %n cartes</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>The others</source>
            <translation>Les autres</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Lay a card</source>
            <translation>Poser une carte</translation>
        </message>
        <message>
            <location line="+4" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+43" />
            <source>Choose the stage you impose on the others:</source>
            <translation>Choisissez l'étape que vous imposez aux autres :</translation>
        </message>
        <message>
            <location line="+5" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+12" />
            <source>Time trial: choose the value every column starts with:</source>
            <translation>Contre-la-montre : choisissez la valeur de départ des colonnes :</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Give {card} to {name}</source>
            <translation>Donner {card} à {name}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+10" />
            <source>Vitamin: click the card you give to {name}.</source>
            <translation>Vitamine : cliquez la carte que vous donnez à {name}.</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+78" />
            <location line="+19" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location line="-87" />
            <source>Lay another card, or end your turn.</source>
            <translation>Posez une autre carte, ou terminez votre tour.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Lay a card: click a ringed card of your hand.</source>
            <translation>Posez une carte : cliquez une carte entourée de votre main.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You have no card to lay.</source>
            <translation>Vous n'avez aucune carte à poser.</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/phone.py" line="+8" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+2" />
            <source>Pass</source>
            <translation>Passer</translation>
        </message>
        <message>
            <location line="-2" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+1" />
            <source>End my turn</source>
            <translation>Finir mon tour</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+37" />
            <source>{name}: Puncture…</source>
            <translation>{name} : Crevaison…</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The race is over.</source>
            <translation>La course est terminée.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>{name} is playing.</source>
            <translation>{name} joue.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vitamin: from whose hand do you draw?</source>
            <translation>Vitamine : dans quelle main piochez-vous ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/phone.py" line="-12" />
            <location filename="../peloton_desktop/games/tape_l_etape/view/panel.py" line="+13" />
            <source>{name}: whose tyre do you puncture?</source>
            <translation>{name} : quel pneu crevez-vous ?</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/text.py" line="-255" />
            <source>yellow</source>
            <translation>jaune</translation>
        </message>
        <message>
            <location line="+1" />
            <source>green</source>
            <translation>vert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>blue</source>
            <translation>bleu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>red</source>
            <translation>rouge</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Y</source>
            <comment>yellow card letter</comment>
            <translation>J</translation>
        </message>
        <message>
            <location line="+1" />
            <source>G</source>
            <comment>green card letter</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+1" />
            <source>B</source>
            <comment>blue card letter</comment>
            <translation>B</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R</source>
            <comment>red card letter</comment>
            <translation>R</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{value} {colour}</source>
            <translation>{value} {colour}</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Flat</source>
            <translation>Plaine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Mountain</source>
            <translation>Montagne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Descent</source>
            <translation>Descente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Time trial</source>
            <translation>Contre-la-montre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Broom wagon</source>
            <translation>Voiture balai</translation>
        </message>
        <message>
            <location line="+6" />
            <source>F</source>
            <comment>Flat initial</comment>
            <translation>P</translation>
        </message>
        <message>
            <location line="+1" />
            <source>M</source>
            <comment>Mountain initial</comment>
            <translation>M</translation>
        </message>
        <message>
            <location line="+1" />
            <source>D</source>
            <comment>Descent initial</comment>
            <translation>D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>T</source>
            <comment>Time trial initial</comment>
            <translation>C</translation>
        </message>
        <message>
            <location line="+1" />
            <source>B</source>
            <comment>Broom wagon initial</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+6" />
            <source>V</source>
            <comment>Vitamin initial</comment>
            <translation>V</translation>
        </message>
        <message>
            <location line="+1" />
            <source>G</source>
            <comment>Gear change initial</comment>
            <translation>B</translation>
        </message>
        <message>
            <location line="+1" />
            <source>P</source>
            <comment>Puncture initial</comment>
            <translation>C</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Columns start with a 6 and grow one step up or down. A rider holding his last two cards may lay both in one turn.</source>
            <translation>Les colonnes commencent par un 6 et montent ou descendent d'un cran. Un coureur qui tient ses deux dernières cartes peut les poser en un seul tour.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Columns start with the lowest card in play and climb one by one.</source>
            <translation>Les colonnes commencent par la plus petite carte en jeu et montent une à une.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Columns start with the highest card in play and go down one by one.</source>
            <translation>Les colonnes commencent par la plus haute carte en jeu et descendent une à une.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The chooser names the start value; every rider may lay as many cards as he likes each turn.</source>
            <translation>Celui qui la choisit fixe la valeur de départ ; chaque coureur peut poser autant de cartes qu'il veut à chaque tour.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>As on the flat, but the last rider to empty his hand wins (−1:00), the second-to-last gets −0:30.</source>
            <translation>Comme en plaine, mais le dernier à vider sa main gagne (−1:00), l'avant-dernier obtient −0:30.</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Vitamin</source>
            <translation>Vitamine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Gear change</source>
            <translation>Changement de braquet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Puncture</source>
            <translation>Crevaison</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Gear change</source>
            <comment>short title on the joker's card</comment>
            <translation>Braquet</translation>
        </message>
        <message>
            <location line="+6" />
            <source>On your turn: give a card of your choice to a rival for one drawn at random from his hand, then play on. He may not answer you with a Vitamin this stage.</source>
            <translation>À votre tour : donnez une carte de votre choix à un concurrent contre une carte tirée au hasard dans sa main, puis jouez. Il ne peut pas riposter par une Vitamine contre vous dans cette étape.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>On your turn: lay as many cards as you can, in the laying order.</source>
            <translation>À votre tour : posez autant de cartes que vous le pouvez, dans l'ordre de pose.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>At any moment, even out of turn: the rider you name loses his next turn (you may name yourself).</source>
            <translation>À tout moment, même hors de votre tour : le coureur désigné passe son prochain tour (vous pouvez vous désigner).</translation>
        </message>
        <message>
            <location line="+10" />
            <source>climbs ↑</source>
            <translation>monte ↑</translation>
        </message>
        <message>
            <location line="+1" />
            <source>goes down ↓</source>
            <translation>descend ↓</translation>
        </message>
        <message>
            <location line="+1" />
            <source>up or down ↕</source>
            <translation>monte ou descend ↕</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Stage {stage}: the cards are dealt; {name} chooses.</source>
            <translation>Étape {stage} : les cartes sont distribuées ; {name} choisit.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Final mountain stage, opened by {name}, last on general time.</source>
            <translation>Étape finale de montagne, ouverte par {name}, dernier du classement général.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>{name}: every card laid!</source>
            <translation>{name} : toutes les cartes posées !</translation>
        </message>
        <message>
            <location line="+108" />
            <source>It can be laid now: click it.</source>
            <translation>Elle peut être posée maintenant : cliquez dessus.</translation>
        </message>
        <message>
            <location line="-150" />
            <source>{name} starts the time trial at {start}.</source>
            <translation>{name} lance le contre-la-montre à {start}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} chooses {profile}, starting at {start}.</source>
            <translation>{name} choisit {profile}, départ à {start}.</translation>
        </message>
        <message>
            <location line="+27" />
            <source>{name} chooses the time trial.</source>
            <translation>{name} choisit le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} lays the {card}.</source>
            <translation>{name} pose le {card}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} cannot play and passes.</source>
            <translation>{name} ne peut pas jouer et passe.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} loses a turn (puncture).</source>
            <translation>{name} passe son tour (crevaison).</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{name} punctures {target}.</source>
            <translation>{name} fait crever {target}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} changes gear.</source>
            <translation>{name} change de braquet.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{name} takes a Vitamin from {victim}.</source>
            <translation>{name} prend une Vitamine chez {victim}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Vitamin: the {given} went over, the {taken} came back.</source>
            <translation>Vitamine : le {given} est parti, le {taken} est revenu.</translation>
        </message>
        <message>
            <location line="-44" />
            <source>Stage {stage} ({profile}) won by {name}; times: {times}.</source>
            <translation>Étape {stage} ({profile}) gagnée par {name} ; temps : {times}.</translation>
        </message>
        <message>
            <location line="+48" />
            <source>Mid-race refuel: every joker comes back.</source>
            <translation>Ravitaillement de mi-course : tous les jokers reviennent.</translation>
        </message>
        <message>
            <location line="+27" />
            <source>{name} wins the race on general time ({time}).</source>
            <translation>{name} remporte la course au classement général au temps ({time}).</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Puncture on {name}</source>
            <translation>Crevaison sur {name}</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Vitamin: the {card} to {name}</source>
            <translation>Vitamine : le {card} à {name}</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/legend.py" line="+44" />
            <source>a laid value</source>
            <translation>une valeur posée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a value still free</source>
            <translation>une valeur encore libre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the stage's start value</source>
            <translation>la valeur de départ de l'étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the card just laid</source>
            <translation>la carte qui vient d'être posée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a card you may play (click)</source>
            <translation>une carte jouable (clic)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>{letter}: a {colour} card or column</source>
            <translation>{letter} : cartes et colonne « {colour} »</translation>
        </message>
        <message>
            <location line="+9" />
            <source>✔ beside a rider: his hand is empty</source>
            <translation>✔ à côté d'un coureur : sa main est vide</translation>
        </message>
        <message>
            <location line="+1" />
            <source>⊘ beside a rider: he loses a turn</source>
            <translation>⊘ à côté d'un coureur : il perd un tour</translation>
        </message>
        <message>
            <location line="+3" />
            <source>a faded profile or joker card: used, it stays for all to read</source>
            <translation>une carte profil ou joker pâlie : jouée, elle reste lisible par tous</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/you_text.py" line="+5" />
            <source>Stage {stage}: the cards are dealt; you choose.</source>
            <translation>Étape {stage} : les cartes sont distribuées ; vous choisissez.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You choose the time trial.</source>
            <translation>Vous choisissez le contre-la-montre.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You lay the {card}.</source>
            <translation>Vous posez le {card}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You cannot play and pass.</source>
            <translation>Vous ne pouvez pas jouer et passez.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You lose a turn (puncture).</source>
            <translation>Vous perdez un tour (crevaison).</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You have laid all your cards!</source>
            <translation>Vous avez posé toutes vos cartes !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>You change gear.</source>
            <translation>Vous changez de braquet.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>You start the time trial at {start}.</source>
            <translation>Vous lancez le contre-la-montre à {start}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You choose {profile}, starting at {start}.</source>
            <translation>Vous choisissez {profile}, départ à {start}.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>You puncture {target}.</source>
            <translation>Vous faites crever {target}.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>You take a Vitamin from {victim}.</source>
            <translation>Vous prenez une Vitamine chez {victim}.</translation>
        </message>
    </context>
    <context>
        <name>TestRide</name>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/ask.py" line="+32" />
            <source>Easy (the heuristic)</source>
            <translation>Facile (l'heuristique)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Normal (a search)</source>
            <translation>Normal (une recherche)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Strong (a longer search)</source>
            <translation>Fort (une recherche plus longue)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Random</source>
            <translation>Au hasard</translation>
        </message>
        <message numerus="yes">
            <location line="+7" />
            <source>about %n hour(s)</source>
            <translation>
                <numerusform>environ %n heure</numerusform>
                <numerusform>environ %n heures</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>about %n minute(s)</source>
            <translation>
                <numerusform>environ %n minute</numerusform>
                <numerusform>environ %n minutes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>about %n second(s)</source>
            <translation>
                <numerusform>environ %n seconde</numerusform>
                <numerusform>environ %n secondes</numerusform>
            </translation>
        </message>
        <message>
            <location line="+61" />
            <source>Test-ride “%1”</source>
            <translation>Essayer « %1 » en course</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Races</source>
            <translation>&amp;Courses</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Teams at the table</source>
            <translation>É&amp;quipes à la table</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Bots</source>
            <translation>&amp;Bots</translation>
        </message>
        <message>
            <location line="+1" />
            <source>R&amp;uleset</source>
            <translation>&amp;Règles</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Ride</source>
            <translation>&amp;Courir</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>On %n core(s) of this computer: %1.</source>
            <translation>
                <numerusform>Sur %n cœur de cet ordinateur : %1.</numerusform>
                <numerusform>Sur %n cœurs de cet ordinateur : %1.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/charts.py" line="+57" />
            <source>Climb %1</source>
            <translation>Montée %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last km</source>
            <translation>Dernier km</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Flat %1</source>
            <translation>Plat %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Wins by seat (%, with a 95 % interval)</source>
            <translation>Victoires par place (%, intervalle à 95 %)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Wins by starting position (%, 95 % interval)</source>
            <translation>Victoires par position de départ (%, intervalle à 95 %)</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Spread of the field (cases, first to last rider)</source>
            <translation>Étirement du peloton (cases, du premier au dernier coureur)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Case of the race reached by the leader</source>
            <translation>Case de la course atteinte par la tête</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Where the winner went clear (% of races)</source>
            <translation>Où le vainqueur s'est détaché (% des courses)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Races by length (turns)</source>
            <translation>Courses par durée (tours)</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/pane.py" line="+25" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/start.py" line="+35" />
            <location filename="../peloton_desktop/ui/test_ride/window.py" line="+124" />
            <source>Test-ride</source>
            <translation>Essai en course</translation>
        </message>
        <message>
            <location filename="../peloton_desktop/ui/test_ride/window.py" line="-24" />
            <source>Test-ride — %1</source>
            <translation>Essai en course — %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Export as &amp;CSV…</source>
            <translation>Exporter en &amp;CSV…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The ride before</source>
            <translation>L'essai précédent</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This ride: %1</source>
            <translation>Cet essai : %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 of %2 races ridden…</source>
            <translation>%1 courses sur %2 courues…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cancelled after %1 of %2 races (%3 s).</source>
            <translation>Annulé après %1 courses sur %2 (%3 s).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 of %2 races ridden in %3 s.</source>
            <translation>%1 courses sur %2 courues en %3 s.</translation>
        </message>
        <message>
            <location line="+30" />
            <source>Export the test-ride</source>
            <translation>Exporter l'essai en course</translation>
        </message>
        <message>
            <location line="+2" />
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
    </context>
    <context>
        <name>TleRules</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/rules_help.py" line="+19" />
            <source>Column colours</source>
            <translation>Couleurs des colonnes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Puncture costs the next turn</source>
            <translation>Une Crevaison coûte le tour suivant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Time trial direction from the start value</source>
            <translation>Sens du contre-la-montre selon la valeur de départ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The card given for a Vitamin is chosen</source>
            <translation>La carte donnée pour une Vitamine est choisie</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Ties in a stage ranking</source>
            <translation>Égalités au classement d'une étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>General ties to the last stage</source>
            <translation>Égalités au général : la dernière étape</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Extra Vitamins in Endurance</source>
            <translation>Vitamines en plus en Endurance</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A Vitamin between a Flat stage's two last cards</source>
            <translation>Une vitamine entre les deux dernières cartes d'une Plaine</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The rulebook names three colours (yellow, green, blue); the fourth, used from 4 players on, is red here.</source>
            <translation>La règle nomme trois couleurs (jaune, vert, bleu) ; la quatrième, utilisée à partir de 4 joueurs, est ici le rouge.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A punctured rider loses his next turn; punctured while it is his turn, he loses that turn. Two punctures cost two turns.</source>
            <translation>Un coureur crevé passe son prochain tour ; crevé pendant son tour, il perd ce tour. Deux crevaisons coûtent deux tours.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Time trial: from the lowest value the columns climb, from the highest they go down, from any other value they grow both ways.</source>
            <translation>Contre-la-montre : depuis la plus petite valeur les colonnes montent, depuis la plus haute elles descendent, depuis toute autre valeur elles vont dans les deux sens.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>With a Vitamin you choose the card you give; the one you take is random.</source>
            <translation>Avec une Vitamine, vous choisissez la carte donnée ; celle que vous prenez est tirée au hasard.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Stage ranking: the winner, then by seconds lost, then fewer cards left, then playing order from the winner.</source>
            <translation>Classement de l'étape : le vainqueur, puis par secondes perdues, puis moins de cartes restantes, puis l'ordre de jeu depuis le vainqueur.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>A tie on general time goes to the better rank in the last stage.</source>
            <translation>Une égalité au classement général va au meilleur rang de la dernière étape.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Endurance: the Vitamins each player takes on top of his own; the box's six extra Vitamins make the standard one each.</source>
            <translation>Endurance : les Vitamines que chaque joueur prend en plus de la sienne ; les six Vitamines supplémentaires de la boîte donnent le standard d'une chacun.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>On a Flat stage, a player laying his two last cards in one turn may play a Vitamin between them (« Après avoir utilisé une vitamine, le joueur peut jouer immédiatement »), as between the cards of a time trial or Gear change turn.</source>
            <translation>Sur une Plaine, le joueur qui pose ses deux dernières cartes en un seul tour peut jouer une vitamine entre les deux (« Après avoir utilisé une vitamine, le joueur peut jouer immédiatement »), comme entre les cartes d'un tour de contre-la-montre ou de changement de braquet.</translation>
        </message>
        <message>
            <location line="+28" />
            <source>&lt;h3&gt;Jokers&lt;/h3&gt;&lt;p&gt;Once per race each: Vitamin (swap a card of yours for a random one of a rival), Gear change (lay as many cards as you can), Puncture (at any moment, even out of turn, between two cards of a turn or while the stage or a time trial's start is being chosen: a rider loses his next turn; the chooser punctured then loses the stage's first turn). A joker is not a turn. Endurance: each joker once per half race (the used ones come back at mid-race), and extra Vitamins: {extra} per player.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Jokers&lt;/h3&gt;&lt;p&gt;Une fois par course chacun : Vitamine (échanger une de vos cartes contre une carte au hasard d'un concurrent), Changement de braquet (poser autant de cartes que possible), Crevaison (à tout moment, même hors de son tour, entre deux cartes d'un tour ou pendant le choix de l'étape ou du départ d'un contre-la-montre : un coureur passe son prochain tour ; celui qui choisit, crevé alors, passe le premier tour de l'étape). Un joker n'est pas un tour de jeu. Endurance : chaque joker une fois par moitié de course (ceux utilisés reviennent à mi-course), et des Vitamines en plus : {extra} par joueur.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="-16" />
            <source>&lt;h2&gt;Tape l'étape&lt;/h2&gt;&lt;p&gt;3 to 6 riders, a race of stages in cards. Win a stage by laying all your cards first; the cards left in the others' hands become their time gaps. The lowest total time wins the race.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Tape l'étape&lt;/h2&gt;&lt;p&gt;3 à 6 coureurs, une course par étapes en cartes. On gagne une étape en posant toutes ses cartes le premier ; les cartes restées dans les mains des autres deviennent leurs écarts de temps. Le plus petit temps total gagne la course.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+6" />
            <source>&lt;h3&gt;A stage&lt;/h3&gt;&lt;p&gt;The chooser imposes one of his five profiles and lays the first card. In turn each rider lays one card on a coloured column, or starts a new column with the stage's start value; a rider who can lay must, one who cannot passes. Flat: start 6, up or down, the last two cards together. Mountain: from the lowest card, up. Descent: from the highest, down. Time trial: the chooser names the start; many cards per turn. Broom wagon: as the flat, but the last to empty his hand wins.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Une étape&lt;/h3&gt;&lt;p&gt;Celui qui choisit impose l'un de ses cinq profils et pose la première carte. Chacun à son tour pose une carte sur une colonne de couleur, ou commence une nouvelle colonne avec la valeur de départ de l'étape ; qui peut poser doit le faire, qui ne peut pas passe. Plaine : départ 6, vers le haut ou le bas, les deux dernières cartes ensemble. Montagne : depuis la plus petite carte, en montant. Descente : depuis la plus haute, en descendant. Contre-la-montre : celui qui choisit fixe le départ ; plusieurs cartes par tour. Voiture balai : comme la plaine, mais le dernier à vider sa main gagne.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+20" />
            <source>&lt;h3&gt;Time&lt;/h3&gt;&lt;p&gt;Each card left: {low} s for 1 to 6, {high} s for 7 to 12. The stage winner takes {bonus} s off. Broom wagon: the last to finish takes 1:00 off, the second-to-last 0:30.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Temps&lt;/h3&gt;&lt;p&gt;Chaque carte restante : {low} s de 1 à 6, {high} s de 7 à 12. Le vainqueur de l'étape retire {bonus} s. Voiture balai : le dernier à finir retire 1:00, l'avant-dernier 0:30.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>&lt;h3&gt;Assumptions&lt;/h3&gt;&lt;p&gt;The rulebook does not settle these points; the app assumes:&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Hypothèses&lt;/h3&gt;&lt;p&gt;La règle ne tranche pas ces points ; l'application suppose :&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>TleSetup</name>
        <message>
            <location filename="../peloton_desktop/games/tape_l_etape/view/setup_panel.py" line="+82" />
            <source>{stages} stages; every joker comes back after stage {half}.</source>
            <translation>{stages} étapes ; tous les jokers reviennent après l'étape {half}.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{stages} stages: one chosen by each player, then the final mountain.</source>
            <translation>{stages} étapes : une choisie par chaque joueur, puis la montagne finale.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The race</source>
            <translation>La course</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Sprint: each player chooses one stage, then the final mountain</source>
            <translation>Sprint : chaque joueur choisit une étape, puis la montagne finale</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Endurance: several stages each, an extra Vitamin, a refuel</source>
            <translation>Endurance : plusieurs étapes chacun, une Vitamine de plus, un ravitaillement</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stages per player:</source>
            <translation>Étapes par joueur :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open hands (everyone sees every hand: a friendly table)</source>
            <translation>Mains ouvertes (chacun voit toutes les mains : une table amicale)</translation>
        </message>
    </context>
</TS>
