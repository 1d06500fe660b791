<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>Coach</name>
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
    </context>
    <context>
        <name>Courses</name>
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
            <location line="+4" />
            <source>cobbles or descent</source>
            <translation>pavés ou descente</translation>
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
            <location line="+6" />
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
            <location line="+8" />
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
            <source>A leader keeps its two highest dice</source>
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
            <location line="+8" />
            <source>A rider sits up (se relève) after seeing its dice.</source>
            <translation>Un coureur se relève après avoir vu ses dés.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>A leader attacks only from a place where it could suck the wheel.</source>
            <translation>Un leader ne démarre que d'une place d'où il pourrait sucer la roue.</translation>
        </message>
        <message>
            <location line="+6" />
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
            <source>&lt;h3&gt;Teams and start&lt;/h3&gt;&lt;p&gt;All teams have the same number of riders: {riders} unless the set-up says otherwise ({day_low} to {day_high} for a one-day race, {stage_low} to {stage_high} for a stage race), with one leader per {per_leader}, rounded up. Each team in turn places all its riders behind the start line (first stage: by a die roll; later: by the general classification). Once per race or stage a team may attack early as it places: two dice, a double other than double 1 and the rider starts ahead of the pack by the sum of {lead}, in cases; a double 1 and it starts at the back.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Équipes et départ&lt;/h3&gt;&lt;p&gt;Toutes les équipes ont autant de coureurs : {riders} sauf réglage contraire ({day_low} à {day_high} pour une course d'un jour, {stage_low} à {stage_high} pour une course à étapes), avec un leader pour {per_leader}, arrondi au-dessus. Chaque équipe à son tour place tous ses coureurs derrière la ligne de départ (première étape : selon un lancer de dé ; ensuite : selon le classement général). Une fois par course ou par étape, une équipe peut attaquer au départ en se plaçant : deux dés, un double autre que double 1 et le coureur part devant le peloton de la somme de {lead}, en cases ; un double 1 et il part en queue.&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+20" />
            <source>&lt;h3&gt;Special actions&lt;/h3&gt;&lt;p&gt;Suck the wheel: instead of rolling, end just behind the rider who moved before you (from that rider's case or the one behind). Démarrage: a leader in a wheel position rolls two dice and rolls again on a double. Abandon: only the last rider of the turn.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Actions spéciales&lt;/h3&gt;&lt;p&gt;Sucer la roue : au lieu de lancer, finir juste derrière le coureur qui vient de bouger (depuis sa case ou celle de derrière). Démarrer : un leader en position de sucer la roue lance deux dés et relance sur un double. Abandonner : seulement le dernier coureur du tour.&lt;/p&gt;</translation>
        </message>
        <message numerus="yes">
            <location line="-3" />
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
            <location line="+11" />
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
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+63" />
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
            <location filename="../peloton_desktop/games/cyclistes/view/panel.py" line="+18" />
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
            <location filename="../peloton_desktop/games/cyclistes/view/text.py" line="+45" />
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
            <source>{rider} sits up on one case: the die shows 1, it abandons.</source>
            <translation>{rider} n'avance que d'une case : le dé montre 1, il abandonne.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>{rider} sits up on one case: the die shows {die}, it rides on.</source>
            <translation>{rider} n'avance que d'une case : le dé montre {die}, il continue.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Démarrage of {rider}: {dice}, to case {case}.</source>
            <translation>Démarrage de {rider} : {dice}, jusqu'à la case {case}.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Cut short: {why}.</source>
            <translation>Arrêté : {why}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Stage {stage} is over: nobody finished.</source>
            <translation>L'étape {stage} est finie : personne n'est arrivé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Stage {stage} is won by {rider}.</source>
            <translation>L'étape {stage} est gagnée par {rider}.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Stage {stage}: line up behind the start.</source>
            <translation>Étape {stage} : placement derrière le départ.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Turn {turn}.</source>
            <translation>Tour {turn}.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>{rider} attacks!</source>
            <translation>{rider} démarre !</translation>
        </message>
        <message>
            <location line="+5" />
            <source>{rider} abandons.</source>
            <translation>{rider} abandonne.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>{rider} crosses the line first!</source>
            <translation>{rider} franchit la ligne le premier !</translation>
        </message>
        <message>
            <location line="+5" />
            <location filename="../peloton_desktop/games/cyclistes/view/tips.py" line="+79" />
            <location line="+41" />
            <source>The race is over.</source>
            <translation>La course est finie.</translation>
        </message>
        <message>
            <location line="+5" />
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
            <source>Arrived {rank} of {count} on its case</source>
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
            <location filename="../peloton_desktop/games/cyclistes/view/board.py" line="+176" />
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
            <location line="+65" />
            <source>1st</source>
            <comment>the stage's winner</comment>
            <translation>1er</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Yellow jersey: it leads the general.</source>
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
            <source>a leader: the star on its token, the L after its number (A1L); the others are its team-mates</source>
            <translation>un leader : l'étoile sur son pion, le L après son numéro (A1L) ; les autres sont ses équipiers</translation>
        </message>
        <message>
            <location line="+6" />
            <source>the yellow jersey: leader of the general</source>
            <translation>le maillot jaune : leader du classement général</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/messages.py" line="+6" />
            <source>The classic dice game: leaders and team riders on a circuit of cases, climbs that block the road, wheels to follow and attacks on a double.</source>
            <translation>Le jeu de dés classique : leaders et équipiers sur un circuit de cases, des côtes qui barrent la route, des roues à suivre et des démarrages sur un double.</translation>
        </message>
    </context>
    <context>
        <name>Lesson</name>
        <message>
            <location filename="cyclistes_lessons.py" line="+9" />
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
            <source>In each turn riders are taken in course order, from the front-most to the rear-most; when several share a case, the last to arrive leaves first. A3, the last to arrive on the front case, goes first: roll its dice.</source>
            <oldsource>In each turn riders are taken in course order, from the front-most to the rear-most; when several share a case, the last to arrive leaves first. A3, the last to arrive on the front case, goes first: roll his dice.</oldsource>
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
            <source>Instead of rolling, a rider may suck the wheel of the rider moved just before, if it stood on the same case or the case just behind: it ends on the case right behind that rider. Announce it before any roll: A2 takes A3's wheel.</source>
            <oldsource>Instead of rolling, a rider may suck the wheel of the rider moved just before, if he stood on the same case or the case just behind: he ends on the case right behind him. Announce it before any roll: A2 takes A3's wheel.</oldsource>
            <translation>Au lieu de lancer les dés, un coureur peut sucer la roue du coureur déplacé juste avant, s'il était sur la même case ou sur la case juste derrière : il termine sur la case juste derrière lui. Il faut l'annoncer avant tout lancer : A2 prend la roue de A3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A leader who could suck a wheel may attack instead (« démarrage »): the leader rolls 2 dice; on a double it may roll again, and again, until a full case or it stops. Attack with your leader, A1L.</source>
            <oldsource>A leader who could suck a wheel may attack instead (« démarrage »): he rolls 2 dice; on a double he may roll again, and again, until a full case or he stops. Attack with your leader, A1L.</oldsource>
            <translation>Un leader en position de sucer une roue peut tenter un démarrage : il lance 2 dés ; sur un double, il peut relancer, et encore, jusqu'à une case pleine ou jusqu'à ce qu'il coupe son effort. Démarrez avec votre leader, A1L.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Double 5: 10 cases, and A1L may roll again. Go on!</source>
            <oldsource>Double 5: 10 cases, and he may roll again. Go on!</oldsource>
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
            <source>A stage race: two stages this time. Each stage is raced as you know it, and at each finish its time gaps are added up in the general classification. Team B won the placement dice and lined up its six riders on case 2, the nearest the start line.</source>
            <oldsource>A stage race: two stages this time. Each stage is raced as you know it, and at each finish its time gaps are added up in the general classification. Team B won the placement dice and lined up its six riders on case 0, the nearest the start line.</oldsource>
            <translation>Une course à étapes : deux étapes cette fois. Chaque étape se court comme vous le savez, et à chaque arrivée ses écarts de temps s'additionnent au classement général. L'équipe B a gagné les dés du placement et aligné ses six coureurs sur la case 2, la plus proche de la ligne de départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each rider goes on the non-full case nearest the start line, and a case holds at most 7 riders: put your leader A1L on case 2, the seventh.</source>
            <oldsource>Each rider goes on the non-full case nearest the start line, and a case holds at most 7 riders: put your leader A1L on case 0, the seventh.</oldsource>
            <translation>Chaque coureur se place sur la case non pleine la plus proche de la ligne de départ, et une case accueille au plus 7 coureurs : placez votre leader A1L sur la case 2, le septième.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Further back is allowed, but your leader wants the front: case 2 still has room for one.</source>
            <oldsource>Further back is allowed, but your leader wants the front: case 0 still has room for one.</oldsource>
            <translation>Plus loin derrière est permis, mais votre leader veut l'avant : la case 2 a encore de la place pour un coureur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Place A1L on case 2: the early attack is for another day.</source>
            <oldsource>Place A1L on case 0: the early attack is for another day.</oldsource>
            <translation>Placez A1L sur la case 2 : l'attaque en début de course sera pour un autre jour.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Case 2 is full: the door is closed (« la porte est fermée »): a full case can be neither reached nor passed. A2 lines up behind it, on case 1; then watch: the rest of your team lines up and the race runs until your next decision.</source>
            <oldsource>Case 0 is full: the door is closed (« la porte est fermée »): a full case can be neither reached nor passed. A2 lines up behind it, on case −1; then watch: the rest of your team lines up and the race runs until your next decision.</oldsource>
            <translation>La case 2 est pleine : la porte est fermée, une case pleine ne peut être ni atteinte ni dépassée. A2 se place derrière, sur la case 1 ; ensuite regardez : le reste de votre équipe se place et la course se déroule jusqu'à votre prochaine décision.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Case 1 is the nearest case that is not full: put A2 there.</source>
            <oldsource>Case −1 is the nearest case that is not full: put A2 there.</oldsource>
            <translation>La case 1 est la plus proche case non pleine : placez-y A2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A5 is the last rider to move in this turn, 4 cases behind the nearest rider. A sports director may make a rider abandon (« bâcher ») for any reason of their own, but only the last rider to move in the turn, before or after its dice; it is final, for the rest of the race. A5 will not get back: abandon.</source>
            <oldsource>A5 is the last rider to move in this turn, 4 cases behind the nearest rider. A sports director may make a rider abandon (« bâcher ») for any reason of his own, but only the last rider to move in the turn, before or after his dice; it is final, for the rest of the race. A5 will not get back: abandon.</oldsource>
            <translation>A5 est le dernier coureur à jouer ce tour-ci, à 4 cases du coureur le plus proche. Un directeur sportif peut faire abandonner un coureur (« bâcher ») pour toute raison, mais seulement le dernier à jouer dans le tour, avant ou après ses dés ; c'est définitif, pour le reste de la course. A5 ne reviendra pas : faites-le abandonner.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rolling is allowed, but A5 is too far behind to matter: abandon it, and the stage goes on without it.</source>
            <oldsource>Rolling is allowed, but A5 is too far behind to matter: abandon him, and the stage goes on without him.</oldsource>
            <translation>Lancer est permis, mais A5 est trop loin pour compter : faites-le abandonner, et l'étape continue sans lui.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Click Abandon for A5.</source>
            <translation>Cliquez sur Abandonner pour A5.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A1L went furthest: it wins the stage. Gaps are computed on the first rider of each group (riders on consecutive cases), 10 seconds per case behind the winner, and every rider of a group gets its head's time: B3, B6 +0:30; A6, B4, A2 +1:00; B1L, B5, B2, A4 +1:40; A3 +3:00. A5's abandon is final: it is out of the classification.</source>
            <oldsource>A1L went furthest: he wins the stage. Gaps are computed on the first rider of each group (riders on consecutive cases), 10 seconds per case behind the winner, and every rider of a group gets its head's time: B3, B6 +0:30; A6, B4, A2 +1:00; B1L, B5, B2, A4 +1:40; A3 +3:00. A5's abandon is final: he is out of the classification.</oldsource>
            <translation>A1L est allé le plus loin : il gagne l'étape. Les écarts se calculent sur le premier coureur de chaque groupe (des coureurs sur des cases qui se suivent), 10 secondes par case de retard sur le vainqueur, et chaque coureur d'un groupe prend le temps de sa tête : B3, B6 +0:30 ; A6, B4, A2 +1:00 ; B1L, B5, B2, A4 +1:40 ; A3 +3:00. L'abandon de A5 est définitif : il ne figure plus au classement.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stage 2: the teams line up in the order of the general classification, by each team's best-placed rider. A1L leads it, so your team places first. Times add up stage after stage: the lowest total wins the race. Race on!</source>
            <translation>Étape 2 : les équipes se placent dans l'ordre du classement général, selon leur coureur le mieux classé. A1L le mène : votre équipe se place la première. Les temps s'additionnent d'étape en étape : le plus petit total gagne la course. À vous de courir !</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An early attack and a closed door</source>
            <translation>Une attaque en début de course et une porte fermée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Send a rider on an early attack before the start, and see a full case cut a move short. About four minutes.</source>
            <translation>Envoyer un coureur à l'attaque avant le départ, et voir une case pleine écourter un déplacement. Environ quatre minutes.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A new race, seven riders a team. Team B won the placement dice. Before placing a rider, a sports director may declare that one of the team's riders attacked early in the race (only one a team, leader or équipier): B2 tried, rolled a 1 and a 5, no double: caught, it lined up with the others. B's seven riders fill case 2. Line up your leader A1L on case 1, the nearest case with room.</source>
            <oldsource>A new race, seven riders a team. Team B won the placement dice. Before placing a rider, a sports director may declare that one of his riders attacked early in the race (only one a team, leader or équipier): B2 tried, rolled a 1 and a 5, no double: caught, he lined up with the others. B's seven riders fill case 2. Line up your leader A1L on case 1, the nearest case with room.</oldsource>
            <translation>Une nouvelle course, sept coureurs par équipe. L'équipe B a gagné les dés du placement. Avant de placer un coureur, un directeur sportif peut déclarer qu'un de ses coureurs a attaqué tôt dans la course (un seul par équipe, leader ou équipier) : B2 a essayé, a fait un 1 et un 5, pas de double : repris, il s'est placé avec les autres. Les sept coureurs de B remplissent la case 2. Placez votre leader A1L sur la case 1, la plus proche qui a de la place.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An early attack by your leader is allowed, but it would spend its strength far from the finish: keep it in the pack and line it up on case 1.</source>
            <oldsource>An early attack by your leader is allowed, but he would spend his strength far from the finish: keep him in the pack and line him up on case 1.</oldsource>
            <translation>Une attaque de votre leader est permise, mais il dépenserait ses forces loin de l'arrivée : gardez-le dans le peloton et placez-le sur la case 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Line up A1L on case 1, the nearest case with room: the pack stays together.</source>
            <translation>Placez A1L sur la case 1, la plus proche qui a de la place : le peloton reste groupé.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Now your early attack, with an équipier: A2 rolls 2 dice. A double, except double 1, and it got away; a double 1 and it lines up at the very back; anything else, it is caught and lines up as usual. Click Attack before the start.</source>
            <oldsource>Now your early attack, with an équipier: A2 rolls 2 dice. A double, except double 1, and he got away; a double 1 and he lines up at the very back; anything else, he is caught and lines up as usual. Click Attack before the start.</oldsource>
            <translation>Maintenant votre attaque, avec un équipier : A2 lance 2 dés. Un double, sauf le double 1, et il s'est échappé ; un double 1 et il se place tout à l'arrière ; autre chose, il est repris et se place normalement. Cliquez sur Attaquer avant le départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Lining A2 up is allowed, but this is the moment to try the early attack: click Attack before the start.</source>
            <translation>Placer A2 est permis, mais c'est le moment de tenter l'attaque : cliquez sur Attaquer avant le départ.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Double 5: A2 got away! Two more dice set its lead: 2 and 4, so it starts 6 cases past the line, on case 8, alone ahead of the pack. Your team has used its early attack for this race: line up A3 on case 1.</source>
            <oldsource>Double 5: A2 got away! Two more dice set his lead: 2 and 4, so he starts 6 cases past the line, on case 8, alone ahead of the pack. Your team has used its early attack for this race: line up A3 on case 1.</oldsource>
            <translation>Double 5 : A2 s'est échappé ! Deux autres dés fixent son avance : 2 et 4, il part donc 6 cases après la ligne, sur la case 8, seul devant le peloton. Votre équipe a utilisé son attaque pour cette course : placez A3 sur la case 1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Line up A3 on case 1, beside A1L: the rest of the team follows, then watch the race run until your next decision.</source>
            <translation>Placez A3 sur la case 1, à côté d'A1L : le reste de l'équipe suit, puis regardez la course se dérouler jusqu'à votre prochaine décision.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Third turn. Case 22, a hatched climb, holds 7 riders: it is full. A3, on case 16, moves next: roll its dice.</source>
            <oldsource>Third turn. Case 22, a hatched climb, holds 7 riders: it is full. A3, on case 16, moves next: roll his dice.</oldsource>
            <translation>Troisième tour. La case 22, une côte hachurée, porte 7 coureurs : elle est pleine. A3, sur la case 16, joue maintenant : lancez ses dés.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Taking the wheel is allowed, but it would leave A3 far behind: roll.</source>
            <translation>Sucer la roue est permis, mais cela laisserait A3 loin derrière : lancez les dés.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 3 and a 4: 7 cases, up to case 23. But case 22 is full: the door is closed (« la porte est fermée »): a full case can be neither reached nor passed. A3's move is cut short on the nearest case before it with room, case 21: 5 cases. Click it.</source>
            <translation>Un 3 et un 4 : 7 cases, jusqu'à la case 23. Mais la case 22 est pleine : la porte est fermée, une case pleine ne peut être ni atteinte ni dépassée. Le déplacement d'A3 s'arrête sur la plus proche case avant elle qui a de la place, la case 21 : 5 cases. Cliquez dessus.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Easing off is allowed, but nothing is gained by it: the full case stops A3 on case 21 anyway, 5 cases; take them.</source>
            <translation>Se relever est permis, mais n'apporte rien : la case pleine arrête A3 de toute façon sur la case 21, 5 cases ; prenez-les.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A2, your early attacker, crossed the line first in this turn: the turn is completed, and the rider who went furthest wins. Mind the closed doors in the sprint too. Race on!</source>
            <translation>A2, votre attaquant, a franchi la ligne le premier dans ce tour : le tour se termine, et le coureur allé le plus loin gagne. Méfiez-vous aussi des portes fermées au sprint. À vous de courir !</translation>
        </message>
        <message>
            <location line="-36" />
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
            <source>Stopping is allowed, but a double lets A1L roll again, and the run ends only on a full case or when it stops: click Roll again.</source>
            <oldsource>Stopping is allowed, but a double lets him roll again, and the run ends only on a full case or when he stops: click Roll again.</oldsource>
            <translation>S'arrêter est permis, mais un double lui permet de relancer, et l'effort ne cesse qu'à une case pleine ou quand il le coupe : cliquez sur Relancer.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Easing off is allowed, but A4 is the last of the team: take the full 8 and keep it near the others.</source>
            <oldsource>Easing off is allowed, but A4 is the last of the team: take the full 8 and keep him near the others.</oldsource>
            <translation>Se relever est permis, mais A4 est le dernier de l'équipe : prenez les 8 et gardez-le près des autres.</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <location filename="../peloton_desktop/games/cyclistes/messages.py" line="+34" />
            <source>Only {count} cases lie behind the start line outside the race; a full field of riders needs {needed}.</source>
            <translation>Seules {count} cases hors course se trouvent derrière la ligne de départ ; un peloton complet en demande {needed}.</translation>
        </message>
        <message>
            <location line="-26" />
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
            <location filename="../peloton_desktop/games/cyclistes/ride.py" line="+20" />
            <source>Riders who abandoned</source>
            <translation>Coureurs qui ont abandonné</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Full cases at the end of a turn</source>
            <translation>Cases pleines à la fin d'un tour</translation>
        </message>
    </context>
</TS>
