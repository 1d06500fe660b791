"""Message keys of real roads (GPX tracks, elevation profiles) and their import."""

from peloton_desktop.core.messages import MESSAGES, QT_TRANSLATE_NOOP

MESSAGES.update(
    {
        "road.xml_unsafe": QT_TRANSLATE_NOOP(
            "Messages",
            "The file {file} declares XML entities or a DTD: a GPS track never needs them, "
            "so it is not read.",
        ),
        "road.not_xml": QT_TRANSLATE_NOOP(
            "Messages", "The file {file} is not valid XML (line {line}, column {column})."
        ),
        "road.not_gpx": QT_TRANSLATE_NOOP(
            "Messages", "The file {file} is not a GPX track that can be read."
        ),
        "road.too_many_points": QT_TRANSLATE_NOOP(
            "Messages", "The file {file} has more than {limit} points: no stage needs so many."
        ),
        "road.single_point": QT_TRANSLATE_NOOP(
            "Messages", "The file {file} holds fewer than two points: a road needs at least two."
        ),
        "road.no_elevation": QT_TRANSLATE_NOOP(
            "Messages",
            "The track {file} has no elevation: export it with altitudes, "
            "or give a distance/elevation profile.",
        ),
        "road.bad_values": QT_TRANSLATE_NOOP(
            "Messages", "The file {file} holds positions or altitudes no road on Earth has."
        ),
        "road.loops": QT_TRANSLATE_NOOP(
            "Messages",
            "The track {file} goes round the same road {laps} times (at most {limit}): "
            "a course is one ride along a road.",
        ),
        "road.bad_csv_line": QT_TRANSLATE_NOOP(
            "Messages",
            "Line {line} of {file} is not two numbers: distance in km, then altitude in m.",
        ),
        "road.distance_not_increasing": QT_TRANSLATE_NOOP(
            "Messages", "The distances of {file} must increase from one line to the next."
        ),
        "road.too_short": QT_TRANSLATE_NOOP(
            "Messages", "The road of {file} is {km} km long: too short to make a course."
        ),
        "road.too_long": QT_TRANSLATE_NOOP(
            "Messages", "The road of {file} is {km} km long; at most {limit} km make a course."
        ),
        "road.bad_scale": QT_TRANSLATE_NOOP(
            "Messages",
            "{km} km a case makes {count} cases; this game's course takes {minimum} to {maximum}.",
        ),
        "road.bad_threshold": QT_TRANSLATE_NOOP(
            "Messages",
            "“{text}” is not a threshold: give TERRAIN=GRADIENT with a terrain of the game "
            "({terrains}), for example {example}.",
        ),
    }
)
